import { describe, expect, it } from 'vitest';
import type { Contract } from '../contracts/define-contract';
import type { HttpPort } from '../ports/http.port';
import type { ImageCompressionPort } from '../ports/image-compression.port';
import type { UploadPort } from '../ports/upload.port';
import { createFeedbackServices } from './feedback-services';

function recordingHttp() {
  const sent: { path: string; payload: unknown }[] = [];
  const http = {
    request: async (contract: Contract, payload: unknown) => {
      sent.push({ path: contract.path, payload });
      return { ok: true, code: 1, msg: '', data: { feedback_id: 1 } };
    },
  } as unknown as HttpPort;
  return { http, sent };
}

const servicesOver = (http: HttpPort) => createFeedbackServices({ http, upload: {} as UploadPort, images: {} as ImageCompressionPort });

describe('feedback services', () => {
  it('sends nothing and says the form is incomplete when a required field is missing', async () => {
    const { http, sent } = recordingHttp();
    expect(await servicesOver(http).send({ rating: 0, type: 'bug', text: 'x', screenshots: [] })).toEqual({ ok: false, error: { code: 'FEEDBACK.INCOMPLETE' } });
    expect(sent).toEqual([]);
  });

  it('sends the checked form with its screenshots', async () => {
    const { http, sent } = recordingHttp();
    const shot = { url: '/uploads/s.jpg', width: 1, height: 2 };
    expect(await servicesOver(http).send({ rating: 5, type: 'suggestion', text: ' More games ', screenshots: [shot] })).toEqual({ ok: true });
    expect(sent).toEqual([{ path: '/feedback/submit', payload: { rating: 5, type: 'suggestion', text: 'More games', photos: [shot] } }]);
  });
});

import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidencePhoto } from '../../../application/moderation/moderation-services';
import type { PictureUploadOutcome } from '../../../application/upload/upload-picture';
import { Spinner } from '../../components/Spinner';
import { useAppServices } from '../../app-services';

export interface PicturePickerProps {
  readonly label: string;
  readonly max: number;
  readonly pictures: readonly EvidencePhoto[];
  readonly onChange: (pictures: readonly EvidencePhoto[]) => void;
  readonly upload: (picked: Blob) => Promise<PictureUploadOutcome>;
  readonly inputTestId: string;
  readonly addLabel: string;
  readonly removeLabelOf: (n: number) => string;
  readonly failedKey: string;
}

/**
 * Up to `max` pictures for a form (report evidence, feedback screenshots): each is
 * compressed and uploaded as soon as it is picked; a thumbnail with remove per picture.
 * Pictures beyond `max` are not taken; a failed upload says so and adds nothing.
 */
export function PicturePicker({ label, max, pictures, onChange, upload, inputTestId, addLabel, removeLabelOf, failedKey }: PicturePickerProps) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [uploading, setUploading] = useState(0);

  const pick = async (files: readonly File[]) => {
    const room = Math.max(0, max - pictures.length - uploading);
    const taken = files.slice(0, room);
    setUploading((n) => n + taken.length);
    const added: EvidencePhoto[] = [];
    for (const file of taken) {
      const outcome = await upload(file);
      if (outcome.ok) added.push({ url: outcome.value.url, width: outcome.value.width, height: outcome.value.height });
      else toast.show({ key: failedKey });
    }
    setUploading((n) => n - taken.length);
    if (added.length > 0) onChange([...pictures, ...added].slice(0, max));
  };

  const full = pictures.length + uploading >= max;
  return (
    <div className="picture-picker" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="form-label">
        {label}
      </span>
      <ul className="picture-picker__list">
        {pictures.map((picture, index) => (
          <li key={picture.url} className="picture-picker__item">
            <img src={picture.url} alt="" className="picture-picker__thumb" />
            <button type="button" className="picture-picker__remove" aria-label={removeLabelOf(index + 1)} onClick={() => onChange(pictures.filter((_, i) => i !== index))}>
              ×
            </button>
          </li>
        ))}
        {uploading > 0 ? (
          <li className="picture-picker__item picture-picker__item--busy" aria-label={t('common.loading')}>
            <Spinner />
          </li>
        ) : null}
        {full ? null : (
          <li>
            <button type="button" className="picture-picker__add" onClick={() => input.current?.click()}>
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">{addLabel}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void pick(files);
        }}
      />
    </div>
  );
}

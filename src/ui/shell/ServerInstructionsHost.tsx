import { useNavigate } from 'react-router-dom';
import { SERVER_INSTRUCTIONS } from '../../application/server-instructions/server-instructions.tokens';
import { useService } from '../app-services';
import { useNotices } from '../hooks/use-notices';
import { useGoBack } from './use-go-back';

/**
 * Carries out the shell's callback requests (000 §7 `open`, `close`), whether a response or
 * the realtime channel (type 6) brought them: an app route opens in the router, a web page
 * in a new tab (never in place of the app), close goes back as the navigation bar does.
 * Building the service is what starts types 6, 18 and 26 being followed.
 */
export function ServerInstructionsHost() {
  const instructions = useService(SERVER_INSTRUCTIONS);
  const navigate = useNavigate();
  const goBack = useGoBack();
  useNotices(instructions?.shell.requests$ ?? null, (request) => {
    if (request.kind === 'route') navigate(request.path);
    else if (request.kind === 'external') window.open(request.url, '_blank', 'noopener,noreferrer');
    else goBack();
  });
  return null;
}

import { token } from '../wiring/token';
import type { ServerInstructions } from './create-server-instructions';

export const SERVER_INSTRUCTIONS = token<ServerInstructions>('ServerInstructions');

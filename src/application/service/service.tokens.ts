import { token } from '../wiring/token';
import type { ServiceChat } from './service-chat';

/** Customer service: a chat for each time the page opens. */
export interface ServiceServices {
  createChat(): ServiceChat;
}

export const SERVICE = token<ServiceServices>('ServiceServices');

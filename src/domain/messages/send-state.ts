/** Where an outgoing message stands (001 §4 "Message send"). */
export type SendState = 'sending' | 'sent' | 'failed';

import { token } from '../wiring/token';
import type { FeedbackServices } from './feedback-services';

export const FEEDBACK = token<FeedbackServices>('FeedbackServices');

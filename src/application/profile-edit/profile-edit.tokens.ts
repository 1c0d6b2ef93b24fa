import { token } from '../wiring/token';
import type { ProfileEditServices } from './profile-edit-services';

export const PROFILE_EDIT = token<ProfileEditServices>('ProfileEditServices');

import { PROFILE_EDIT } from '../../../application/profile-edit/profile-edit.tokens';
import { useService } from '../../app-services';

/** The profile-edit feature, null until the core has started. */
export const useEditServices = () => useService(PROFILE_EDIT);

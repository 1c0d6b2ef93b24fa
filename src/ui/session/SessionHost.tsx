import './session.css';
import { LoginPromptSheet } from './LoginPromptSheet';
import { MaintenancePopup } from './MaintenancePopup';
import { useTouristGate } from './use-tourist-gate';
import { WelcomeGiftPopup } from './WelcomeGiftPopup';

/** The session's own layers: the maintenance lock, the welcome gift, the tourists' login prompt. */
export function SessionHost() {
  useTouristGate();
  return (
    <>
      <WelcomeGiftPopup />
      <LoginPromptSheet />
      <MaintenancePopup />
    </>
  );
}

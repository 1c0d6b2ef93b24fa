import './session.css';
import { LoginPromptSheet } from './LoginPromptSheet';
import { MaintenancePopup } from './MaintenancePopup';
import { useSeasonalTheme } from './use-seasonal-theme';
import { useTouristGate } from './use-tourist-gate';
import { WelcomeGiftPopup } from './WelcomeGiftPopup';

/** The session's own layers: the maintenance lock, the welcome gift, the tourists' login prompt; the operator's theme. */
export function SessionHost() {
  useTouristGate();
  useSeasonalTheme();
  return (
    <>
      <WelcomeGiftPopup />
      <LoginPromptSheet />
      <MaintenancePopup />
    </>
  );
}

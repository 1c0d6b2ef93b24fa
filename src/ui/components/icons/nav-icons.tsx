import { SvgIcon, type IconProps } from './svg-icon';

/** Icons of the shell itself (in the first chunk); page icons live in ./page-icons. */
export function BackIcon(props: IconProps) {
  return (
    <SvgIcon directional {...props}>
      <path d="M15 5l-7 7 7 7" />
    </SvgIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  );
}

export function OfflineIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 8.5a15 15 0 0 1 4.4-2.7M9.5 5.1A15 15 0 0 1 22 8.5M5 12a10 10 0 0 1 3.3-2M12.9 9.1A10 10 0 0 1 19 12M8.5 15.5a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
    </SvgIcon>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </SvgIcon>
  );
}

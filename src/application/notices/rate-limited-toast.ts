/** The toast of a 429 (the seconds to wait as `seconds`); views keep it over a generic failure that follows. */
export const RATE_LIMITED_TOAST_KEY = 'session.rateLimited';

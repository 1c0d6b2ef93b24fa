/**
 * The demo hosts `npm start` seeds (DEMO_HOSTS=0 turns them off): invented people, so
 * that matching, the discover feed and chats have someone to show on a fresh install.
 * `key` is stable forever: it is how seeding recognises a host it made before.
 */
export interface DemoHostSeed {
  readonly key: string;
  readonly nickname: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** App language, then the spoken ones (comma list, as speak_language travels). */
  readonly language: string;
  readonly speaks: string;
  /** Age in whole years on the day of seeding (18 to 35). */
  readonly age: number;
  readonly level: number;
  /** 1 online, 2 chatting, 3 rest (000 §3). */
  readonly onlineStatus: 1 | 2 | 3;
  readonly about: string;
}

export const DEMO_HOSTS: readonly DemoHostSeed[] = [
  { key: 'demo-host-01', nickname: 'Sofia', country: 'ES', language: 'es', speaks: 'es,en', age: 24, level: 12, onlineStatus: 1, about: 'Coffee, flamenco and long talks.' },
  { key: 'demo-host-02', nickname: 'Valentina', country: 'CO', language: 'es', speaks: 'es', age: 22, level: 8, onlineStatus: 1, about: 'Salsa every Friday.' },
  { key: 'demo-host-03', nickname: 'Camila', country: 'MX', language: 'es', speaks: 'es,en', age: 27, level: 21, onlineStatus: 2, about: 'Tacos are my love language.' },
  { key: 'demo-host-04', nickname: 'Isabella', country: 'AR', language: 'es', speaks: 'es,it', age: 30, level: 15, onlineStatus: 1, about: 'Tango teacher, football fan.' },
  { key: 'demo-host-05', nickname: 'Lucía', country: 'CL', language: 'es', speaks: 'es', age: 19, level: 3, onlineStatus: 3, about: 'Student of architecture.' },
  { key: 'demo-host-06', nickname: 'Ana Clara', country: 'BR', language: 'pt', speaks: 'pt,es', age: 25, level: 18, onlineStatus: 1, about: 'Praia, música e boas conversas.' },
  { key: 'demo-host-07', nickname: 'Beatriz', country: 'BR', language: 'pt', speaks: 'pt', age: 29, level: 26, onlineStatus: 2, about: 'Chef at home, dancer at heart.' },
  { key: 'demo-host-08', nickname: 'Mariana', country: 'PT', language: 'pt', speaks: 'pt,en,fr', age: 31, level: 33, onlineStatus: 1, about: 'Fado and sunsets in Lisbon.' },
  { key: 'demo-host-09', nickname: 'Layla', country: 'AE', language: 'ar', speaks: 'ar,en', age: 26, level: 40, onlineStatus: 1, about: 'Desert drives and poetry.' },
  { key: 'demo-host-10', nickname: 'Noor', country: 'SA', language: 'ar', speaks: 'ar', age: 23, level: 11, onlineStatus: 3, about: 'Calligraphy and cats.' },
  { key: 'demo-host-11', nickname: 'Yasmin', country: 'EG', language: 'ar', speaks: 'ar,en', age: 28, level: 19, onlineStatus: 1, about: 'History nerd from Cairo.' },
  { key: 'demo-host-12', nickname: 'Salma', country: 'MA', language: 'ar', speaks: 'ar,fr', age: 21, level: 6, onlineStatus: 2, about: 'Mint tea and markets.' },
  { key: 'demo-host-13', nickname: 'Elif', country: 'TR', language: 'tr', speaks: 'tr,en', age: 24, level: 14, onlineStatus: 1, about: 'Bosphorus walks at dawn.' },
  { key: 'demo-host-14', nickname: 'Zeynep', country: 'TR', language: 'tr', speaks: 'tr,de', age: 33, level: 37, onlineStatus: 1, about: 'Photographer, tea drinker.' },
  { key: 'demo-host-15', nickname: 'Defne', country: 'TR', language: 'tr', speaks: 'tr', age: 20, level: 4, onlineStatus: 3, about: 'Learning the saz.' },
  { key: 'demo-host-16', nickname: 'Emily', country: 'US', language: 'en', speaks: 'en', age: 26, level: 22, onlineStatus: 1, about: 'Hiking, podcasts, bad puns.' },
  { key: 'demo-host-17', nickname: 'Olivia', country: 'GB', language: 'en', speaks: 'en,fr', age: 29, level: 28, onlineStatus: 2, about: 'Bookshops and rainy days.' },
  { key: 'demo-host-18', nickname: 'Chloe', country: 'CA', language: 'en', speaks: 'en,fr', age: 23, level: 9, onlineStatus: 1, about: 'Hockey and maple everything.' },
  { key: 'demo-host-19', nickname: 'Mia', country: 'AU', language: 'en', speaks: 'en', age: 35, level: 45, onlineStatus: 1, about: 'Surf at sunrise.' },
  { key: 'demo-host-20', nickname: 'Camille', country: 'FR', language: 'fr', speaks: 'fr,en', age: 27, level: 17, onlineStatus: 1, about: 'Cinéma et croissants.' },
  { key: 'demo-host-21', nickname: 'Léa', country: 'FR', language: 'fr', speaks: 'fr', age: 18, level: 1, onlineStatus: 3, about: 'New here, say hi!' },
  { key: 'demo-host-22', nickname: 'Giulia', country: 'IT', language: 'it', speaks: 'it,en', age: 30, level: 24, onlineStatus: 1, about: 'Pasta fresca every Sunday.' },
  { key: 'demo-host-23', nickname: 'Hanna', country: 'DE', language: 'de', speaks: 'de,en', age: 28, level: 20, onlineStatus: 2, about: 'Techno and forest walks.' },
  { key: 'demo-host-24', nickname: 'Anastasia', country: 'RU', language: 'ru', speaks: 'ru,en', age: 25, level: 16, onlineStatus: 1, about: 'Ballet and winter swimming.' },
  { key: 'demo-host-25', nickname: 'Linh', country: 'VN', language: 'vi', speaks: 'vi,en', age: 22, level: 10, onlineStatus: 1, about: 'Phở and motorbike trips.' },
  { key: 'demo-host-26', nickname: 'Ploy', country: 'TH', language: 'th', speaks: 'th', age: 24, level: 13, onlineStatus: 2, about: 'Street food explorer.' },
  { key: 'demo-host-27', nickname: 'Putri', country: 'ID', language: 'in', speaks: 'in,en', age: 26, level: 23, onlineStatus: 1, about: 'Bali born, coffee lover.' },
  { key: 'demo-host-28', nickname: 'Aisyah', country: 'MY', language: 'ms', speaks: 'ms,en', age: 21, level: 7, onlineStatus: 3, about: 'Batik painter.' },
  { key: 'demo-host-29', nickname: 'Priya', country: 'IN', language: 'hi', speaks: 'hi,en', age: 32, level: 30, onlineStatus: 1, about: 'Bollywood dance and chai.' },
  { key: 'demo-host-30', nickname: 'Sara', country: 'IR', language: 'fa', speaks: 'fa,en', age: 27, level: 19, onlineStatus: 1, about: 'Persian poetry and painting.' },
];

/** What the demo hosts charge per minute of call, in coins. */
export const DEMO_VIDEO_CALL_GOLD = 60;
export const DEMO_VOICE_CALL_GOLD = 30;

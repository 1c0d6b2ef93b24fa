/**
 * Every service identifier of the browser container, in one place (DESIGN.md house
 * style 8). Interfaces erase at runtime, so each port is bound under a symbol.
 */
export const TOKENS = {
  // Handed over by src/main.tsx: created before the core loads, shared with the first paint.
  boot: Symbol('BootServices'),
  // Platform.
  now: Symbol('Clock'),
  webStorage: Symbol('WebStorage'),
  storage: Symbol('StoragePort'),
  sessionCrypto: Symbol('SessionCryptoPort'),
  codec: Symbol('CodecPort'),
  nativeBridge: Symbol('NativeBridgePort'),
  deviceInfo: Symbol('DeviceInfo'),
  visible$: Symbol('Visibility'),
  // Request layer.
  sessionEvents: Symbol('SessionEvents'),
  callbacks: Symbol('CallbackDispatcher'),
  sessionStore: Symbol('SessionStore'),
  /** The signed client as it is: only the maintenance poll uses it. */
  rawHttp: Symbol('RawHttpPort'),
  /** What every feature uses: the signed client watched for the maintenance answer. */
  http: Symbol('HttpPort'),
  anonymousHttp: Symbol('AnonymousHttpPort'),
  // Realtime, maintenance, uploads.
  realtime: Symbol('RealtimePort'),
  realtimeCredentials: Symbol('RealtimeCredentials'),
  maintenance: Symbol('MaintenanceStore'),
  upload: Symbol('UploadPort'),
  imageCompression: Symbol('ImageCompressionPort'),
  // Session and views.
  sessionServices: Symbol('SessionServices'),
  appSession: Symbol('AppSession'),
  loginPrompt: Symbol('LoginPromptStore'),
  signIn: Symbol('SignInViewModel'),
  me: Symbol('MeViewModel'),
  welcomeGift: Symbol('WelcomeGiftStore'),
  navigation: Symbol('AppNavigation'),
  payments: Symbol('PaymentServices'),
  wallet: Symbol('WalletServices'),
  core: Symbol('CoreServices'),
} as const;

import type { LegalText } from './legal-text';

export const termsEn: LegalText = {
  title: 'Terms of Service',
  updatedLabel: 'Last updated',
  updated: '2026-11-26',
  intro:
    'These terms are the agreement between you and Glint for the use of the app and its services. Please read them carefully: by creating an account or using Glint you accept them.',
  sections: [
    {
      heading: '1. Who may use Glint',
      paragraphs: [
        'You must be at least 18 years old and legally able to enter into this agreement. You may hold only one account, and the information you give us must be true. You are responsible for everything that happens under your account.',
      ],
    },
    {
      heading: '2. Coins',
      paragraphs: [
        'Coins are a virtual item that lets you pay for matches, calls, messages, gifts and other features. They have no cash value, cannot be exchanged for money or transferred outside the app, and are non-refundable except where the law requires otherwise.',
        'Video and voice calls are charged per started minute after any free period shown before the call; the price is shown on the user\'s profile. If your balance runs out, the call ends.',
      ],
    },
    {
      heading: '3. VIP membership',
      paragraphs: [
        'VIP is a subscription that gives monthly coins, 50% off matches, priority matching, a badge and free moment posts. It renews automatically at the end of each period you bought (one month, or three months for the three-month plan), at the price you paid, until you cancel, which you can do at any time on the VIP page; the cancellation takes effect at the end of the current period.',
        'Renewals paid by card are charged to the card you used, up to three days before the period ends. If the charge is declined we try again once a day; if the last try fails, VIP ends with the period already paid and nothing more is charged. VIP bought through an app store is billed by that store, under its terms.',
      ],
    },
    {
      heading: '4. Community rules',
      paragraphs: [
        'Treat others with respect. You must not harass, threaten or deceive anyone; share sexual content involving minors or anyone who has not consented; show illegal, violent or hateful content; impersonate others; spam; or ask users to move to other services to avoid payments or safety checks.',
        'Do not record or share other users\' calls, photos or messages without their permission.',
      ],
    },
    {
      heading: '5. Reporting, blocking and enforcement',
      paragraphs: [
        'You can block or report any user from their profile or from a chat. We review reports and may remove content, limit features, or suspend or close accounts that break these terms, with or without notice. Coins on an account closed for a serious breach are forfeited.',
      ],
    },
    {
      heading: '6. Your content',
      paragraphs: [
        'You keep ownership of the photos, videos and text you share. You give Glint a worldwide, non-exclusive licence to store, display and distribute that content as needed to run the service. You confirm you have the right to share it.',
      ],
    },
    {
      heading: '7. The service',
      paragraphs: [
        'We work to keep Glint available and safe but provide it "as is". Features may change, and the service may be interrupted for maintenance. To the extent the law allows, we are not liable for indirect losses or for the behaviour of other users.',
      ],
    },
    {
      heading: '8. Ending the agreement',
      paragraphs: [
        'You can stop using Glint and delete your account at any time. These terms may be updated; we will show the new date above and tell you in the app about important changes. Continuing to use Glint after a change means you accept it.',
      ],
    },
    {
      heading: '9. Contact',
      paragraphs: ['Questions about these terms can be sent to support@glint.app or through Help & feedback in the app.'],
    },
  ],
};

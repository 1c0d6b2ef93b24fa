import type { LegalText } from './legal-text';

export const privacyEn: LegalText = {
  title: 'Privacy Policy',
  updatedLabel: 'Last updated',
  updated: '2025-01-15',
  intro:
    'This policy explains what information Glint collects when you use the app, why we collect it, who we share it with and the choices you have. By using Glint you agree to the handling of your information as described here.',
  sections: [
    {
      heading: '1. Information you give us',
      paragraphs: [
        'When you create an account we collect your nickname, birthday, gender and, if you sign in with email or a third-party account, your email address. Your password is never stored in readable form.',
        'You may also add photos, a video show, a short "about me", the languages you speak and moments you choose to publish. This profile information is visible to other users, except where you turn on the options that hide your profile, VIP status or level.',
      ],
    },
    {
      heading: '2. Information collected as you use Glint',
      paragraphs: [
        'We record how you use the service — matches, calls (their time, length and cost, not their content), gifts, coin purchases and balance, follows, blocks and reports — so that we can run the service and your account.',
        'We collect technical data such as your device model, operating system, app version, language, time zone, IP address and approximate country, and crash and performance reports.',
      ],
    },
    {
      heading: '3. Messages, calls and moderation',
      paragraphs: [
        'Messages are stored so that they can be delivered to you and the other person on all your devices. Outgoing text is checked automatically for contact details, links and prohibited words to protect users from scams; matching text may be masked.',
        'Video and voice calls travel directly between devices where possible and are not recorded by us. When you report a user, the report and the screenshots you attach are reviewed by our safety team.',
      ],
    },
    {
      heading: '4. Payments',
      paragraphs: [
        'Coin packages and VIP subscriptions are paid through our payment providers and app stores. They process your card or wallet details; we receive only the result of the payment, the product and an order reference, never your full card number.',
      ],
    },
    {
      heading: '5. How we use information',
      paragraphs: [
        'We use your information to provide matching, calls, messaging and payments; to keep accounts and the community safe; to prevent fraud and abuse; to answer support requests; to understand and improve the app; and to meet our legal obligations.',
        'With your permission we send push notifications about calls and messages. You can turn them off in your device settings at any time.',
      ],
    },
    {
      heading: '6. Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only with service providers who work for us (hosting, payments, translation, customer service) under contracts that protect it, with other users as far as you make your profile public, and with authorities where the law requires it.',
      ],
    },
    {
      heading: '7. Retention and your rights',
      paragraphs: [
        'We keep your information while your account is active and for a limited time afterwards where the law or the settlement of payments requires it. You can ask us to access, correct, export or delete your information, and you can delete your account at any time.',
      ],
    },
    {
      heading: '8. Age limit and security',
      paragraphs: [
        'Glint is only for people aged 18 or over. We delete accounts we learn belong to anyone younger. We protect your information with encryption in transit and at rest, access controls and regular reviews, but no service can guarantee absolute security.',
      ],
    },
    {
      heading: '9. Changes and contact',
      paragraphs: [
        'If we change this policy we will update the date above and, for important changes, tell you in the app. For any question or request about your privacy, write to privacy@glint.app.',
      ],
    },
  ],
};

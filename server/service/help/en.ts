import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_EN: HelpCatalogue = {
  greeting: "Hi, I'm the Glint assistant. Pick a common question below or type your own. You can ask for a person at any time.",
  noAnswer: "I couldn't find an answer to that in our help. Tap “Talk to a person” and our support team will answer you here.",
  queued: "You're in the queue for a person from our support team. Their reply will appear in this chat, even if you leave and come back.",
  ratingRequest: 'This conversation has ended. Please rate it and tell us whether your issue was resolved.',
  topics: {
    coins: {
      question: 'Where are my coins?',
      answer: 'Your balance is shown on the Me page. Coins pay for calls by the minute, messages to hosts, gifts and paid matches. Bought coins arrive as soon as the payment succeeds.',
      keywords: 'coins balance missing lost disappeared spent wallet money top up',
    },
    payments: {
      question: 'My payment failed or is pending',
      answer: 'A failed payment takes no coins: try again or choose another method. A pending payment finishes on its own and the coins arrive when it succeeds. If you were charged but got no coins, talk to a person and tell them when you paid.',
      keywords: 'payment pay paid card charged failed declined pending refund recharge purchase order bank',
    },
    calls: {
      question: 'How are calls charged?',
      answer: "Video and voice calls are charged for each started minute at the price on the host's card; free minutes are used first. When your coins run out the call ends, and the call-end page says why.",
      keywords: 'call calls video voice minute price charged cost ended dropped camera microphone',
    },
    account: {
      question: "I can't sign in to my account",
      answer: 'If you signed in with email and forgot your password, tap “Forgot password” on the email sign-in page and we will email you a code. If you cannot sign in at all, talk to a person.',
      keywords: 'account login sign in password forgot email bind recover device banned',
    },
    report: {
      question: 'How do I report someone?',
      answer: "Open the person's page or your chat with them, open the menu and choose Report. Pick up to 3 reasons and add screenshots if you have them; our team reviews every report. You can also block them.",
      keywords: 'report abuse harassment block spam fake scam rude inappropriate',
    },
    gifts: {
      question: 'How do gifts work?',
      answer: 'Gifts are sent with coins in a chat, a call or a live room. The coins are taken when the gift is sent, and the receiver earns points.',
      keywords: 'gift gifts send present points',
    },
    vip: {
      question: 'What does VIP give me?',
      answer: 'The VIP page lists what membership gives you and what it costs. VIP members post moments for free.',
      keywords: 'vip membership subscription premium member moments',
    },
    games: {
      question: 'How do games work?',
      answer: 'Games open from Discover and Me. Each round is paid with coins from your balance and wins are added to it. You can top up from inside a game.',
      keywords: 'game games play round win won lose bet',
    },
  },
};

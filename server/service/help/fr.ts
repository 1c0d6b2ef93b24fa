import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_FR: HelpCatalogue = {
  greeting: "Bonjour, je suis l'assistant Glint. Choisissez une question fréquente ci-dessous ou écrivez la vôtre. Vous pouvez demander à parler à quelqu'un à tout moment.",
  noAnswer: "Je n'ai pas trouvé de réponse à cela dans notre aide. Touchez « Parler à quelqu'un » et notre équipe d'assistance vous répondra ici.",
  queued: "Vous êtes dans la file d'attente pour parler à un membre de notre équipe d'assistance. Sa réponse apparaîtra dans ce chat, même si vous partez et revenez.",
  ratingRequest: "Cette conversation est terminée. Merci de l'évaluer et de nous dire si votre problème est résolu.",
  topics: {
    coins: {
      question: "Où sont mes pièces ?",
      answer: "Votre solde s'affiche sur la page Moi. Les pièces paient les appels à la minute, les messages aux hôtes, les cadeaux et les matchs payants. Les pièces achetées arrivent dès que le paiement aboutit.",
      keywords: "pièces pièce solde manquantes perdues disparues dépensées portefeuille argent recharger",
    },
    payments: {
      question: "Mon paiement a échoué ou est en attente",
      answer: "Un paiement échoué ne prend aucune pièce : réessayez ou choisissez un autre moyen. Un paiement en attente se termine de lui-même et les pièces arrivent quand il aboutit. Si vous avez été débité sans recevoir de pièces, parlez à quelqu'un et dites-lui quand vous avez payé.",
      keywords: "paiement payer payé carte débité prélevé échoué refusé attente remboursement recharge achat commande banque",
    },
    calls: {
      question: "Comment les appels sont-ils facturés ?",
      answer: "Les appels vidéo et vocaux sont facturés à chaque minute entamée, au prix indiqué sur la carte de l'hôte ; les minutes gratuites passent en premier. Quand vos pièces sont épuisées, l'appel se termine et la page de fin d'appel en donne la raison.",
      keywords: "appel appels vidéo vocal voix minute prix facturé coûte terminé coupé caméra micro",
    },
    account: {
      question: "Je n'arrive pas à me connecter à mon compte",
      answer: "Si vous vous êtes connecté par e-mail et avez oublié votre mot de passe, touchez « Mot de passe oublié ? » sur la page de connexion par e-mail et nous vous enverrons un code. Si vous ne pouvez pas vous connecter du tout, parlez à quelqu'un.",
      keywords: "compte connexion connecter identifiant mot passe oublié email e-mail récupérer appareil banni",
    },
    report: {
      question: "Comment signaler quelqu'un ?",
      answer: "Ouvrez la page de la personne ou votre chat avec elle, ouvrez le menu et choisissez Signaler. Choisissez jusqu'à 3 motifs et ajoutez des captures d'écran si vous en avez ; notre équipe examine chaque signalement. Vous pouvez aussi la bloquer.",
      keywords: "signaler signalement abus harcèlement harcèle bloquer spam faux arnaque grossier inapproprié",
    },
    gifts: {
      question: "Comment fonctionnent les cadeaux ?",
      answer: "Les cadeaux s'envoient avec des pièces dans un chat, un appel ou un salon en direct. Les pièces sont prélevées à l'envoi du cadeau, et la personne qui le reçoit gagne des points.",
      keywords: "cadeau cadeaux envoyer offrir points",
    },
    vip: {
      question: "Que m'apporte le VIP ?",
      answer: "La page VIP indique ce que l'abonnement vous apporte et son prix. Les membres VIP publient des moments gratuitement.",
      keywords: "vip abonnement adhésion premium membre moments",
    },
    games: {
      question: "Comment fonctionnent les jeux ?",
      answer: "Les jeux s'ouvrent depuis Découvrir et Moi. Chaque manche se paie avec les pièces de votre solde et les gains y sont ajoutés. Vous pouvez recharger depuis le jeu.",
      keywords: "jeu jeux jouer manche gagner gagné perdre pari",
    },
  },
};

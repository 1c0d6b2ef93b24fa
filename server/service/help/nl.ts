import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_NL: HelpCatalogue = {
  greeting: "Hoi, ik ben de Glint-assistent. Kies hieronder een veelgestelde vraag of typ je eigen vraag. Je kunt op elk moment vragen om met iemand te praten.",
  noAnswer: "Ik vond daar geen antwoord op in onze hulp. Tik op ‘Praat met iemand’ en ons supportteam antwoordt je hier.",
  queued: "Je staat in de wachtrij voor iemand van ons supportteam. Het antwoord verschijnt in deze chat, ook als je weggaat en terugkomt.",
  ratingRequest: "Dit gesprek is beëindigd. Beoordeel het en laat ons weten of je probleem is opgelost.",
  topics: {
    coins: {
      question: "Waar zijn mijn munten?",
      answer: "Je saldo staat op de pagina Ik. Met munten betaal je gesprekken per minuut, berichten aan hosts, cadeaus en betaalde matches. Gekochte munten komen binnen zodra de betaling is gelukt.",
      keywords: "munten munt saldo kwijt verdwenen weg uitgegeven portemonnee geld opwaarderen",
    },
    payments: {
      question: "Mijn betaling is mislukt of staat in behandeling",
      answer: "Een mislukte betaling kost geen munten: probeer het opnieuw of kies een andere methode. Een betaling in behandeling rondt vanzelf af en de munten komen binnen als ze lukt. Is er geld afgeschreven maar heb je geen munten gekregen, praat dan met iemand en zeg wanneer je betaalde.",
      keywords: "betaling betalen betaald kaart afgeschreven mislukt geweigerd behandeling terugbetaling opwaarderen aankoop bestelling bank",
    },
    calls: {
      question: "Hoe worden gesprekken berekend?",
      answer: "Video- en spraakgesprekken worden per begonnen minuut berekend tegen de prijs op de kaart van de host; gratis minuten gaan eerst. Als je munten op zijn, stopt het gesprek en de pagina na het gesprek vertelt waarom.",
      keywords: "gesprek gesprekken bellen video spraak minuut prijs kosten berekend beëindigd verbroken camera microfoon",
    },
    account: {
      question: "Ik kan niet inloggen op mijn account",
      answer: "Als je met e-mail inlogde en je wachtwoord bent vergeten, tik dan op ‘Wachtwoord vergeten?’ op de inlogpagina met e-mail en we mailen je een code. Kun je helemaal niet inloggen, praat dan met iemand.",
      keywords: "account inloggen aanmelden wachtwoord vergeten email e-mail herstellen apparaat geblokkeerd verbannen",
    },
    report: {
      question: "Hoe meld ik iemand?",
      answer: "Open de pagina van de persoon of je chat met diegene, open het menu en kies Melden. Kies tot 3 redenen en voeg screenshots toe als je die hebt; ons team bekijkt elke melding. Je kunt diegene ook blokkeren.",
      keywords: "melden melding intimidatie lastigvallen misbruik blokkeren spam nep oplichting onbeschoft ongepast",
    },
    gifts: {
      question: "Hoe werken cadeaus?",
      answer: "Cadeaus stuur je met munten in een chat, een gesprek of een liveruimte. De munten worden afgeschreven bij het versturen en de ontvanger verdient punten.",
      keywords: "cadeau cadeaus sturen geven punten",
    },
    vip: {
      question: "Wat levert VIP me op?",
      answer: "De VIP-pagina toont wat het lidmaatschap je geeft en wat het kost. VIP-leden plaatsen momenten gratis.",
      keywords: "vip lidmaatschap abonnement premium lid momenten",
    },
    games: {
      question: "Hoe werken games?",
      answer: "Games open je via Ontdekken en Ik. Elke ronde betaal je met munten van je saldo en winst wordt erbij opgeteld. Je kunt vanuit een game opwaarderen.",
      keywords: "game games spel spelen ronde winnen gewonnen verliezen inzet",
    },
  },
};

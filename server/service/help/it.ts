import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_IT: HelpCatalogue = {
  greeting: "Ciao, sono l'assistente di Glint. Scegli una domanda frequente qui sotto o scrivi la tua. Puoi chiedere di parlare con una persona in qualsiasi momento.",
  noAnswer: "Non ho trovato una risposta nella nostra guida. Tocca «Parla con una persona» e il nostro team di assistenza ti risponderà qui.",
  queued: "Sei in coda per parlare con una persona del nostro team di assistenza. La risposta comparirà in questa chat, anche se esci e rientri.",
  ratingRequest: "Questa conversazione è terminata. Valutala e dicci se il problema è stato risolto.",
  topics: {
    coins: {
      question: "Dove sono le mie monete?",
      answer: "Il tuo saldo è nella pagina Io. Le monete pagano le chiamate al minuto, i messaggi agli host, i regali e i match a pagamento. Le monete acquistate arrivano appena il pagamento va a buon fine.",
      keywords: "monete moneta saldo mancano perse sparite spese portafoglio soldi ricarica",
    },
    payments: {
      question: "Il mio pagamento non è riuscito o è in sospeso",
      answer: "Un pagamento non riuscito non prende monete: riprova o scegli un altro metodo. Un pagamento in sospeso si completa da solo e le monete arrivano quando va a buon fine. Se ti è stato addebitato ma non hai ricevuto monete, parla con una persona e indica quando hai pagato.",
      keywords: "pagamento pagare pagato carta addebitato addebito fallito rifiutato sospeso rimborso ricarica acquisto ordine banca",
    },
    calls: {
      question: "Come vengono addebitate le chiamate?",
      answer: "Le videochiamate e le chiamate vocali sono addebitate per ogni minuto iniziato al prezzo indicato sulla scheda dell'host; i minuti gratuiti si usano per primi. Quando le monete finiscono la chiamata termina, e la pagina di fine chiamata ne spiega il motivo.",
      keywords: "chiamata chiamate video videochiamata voce minuto prezzo addebito costa terminata caduta fotocamera microfono",
    },
    account: {
      question: "Non riesco ad accedere al mio account",
      answer: "Se hai effettuato l'accesso con l'email e hai dimenticato la password, tocca «Password dimenticata?» nella pagina di accesso con email e ti invieremo un codice. Se non riesci proprio ad accedere, parla con una persona.",
      keywords: "account accedere accesso login password dimenticata email recuperare dispositivo bannato",
    },
    report: {
      question: "Come segnalo qualcuno?",
      answer: "Apri la pagina della persona o la chat con lei, apri il menu e scegli Segnala. Scegli fino a 3 motivi e aggiungi screenshot se li hai; il nostro team esamina ogni segnalazione. Puoi anche bloccarla.",
      keywords: "segnalare segnala segnalazione molestie molesta abuso bloccare spam falso truffa maleducato inappropriato",
    },
    gifts: {
      question: "Come funzionano i regali?",
      answer: "I regali si inviano con le monete in una chat, una chiamata o una stanza live. Le monete vengono scalate all'invio del regalo e chi lo riceve guadagna punti.",
      keywords: "regalo regali inviare dono punti",
    },
    vip: {
      question: "Cosa mi offre il VIP?",
      answer: "La pagina VIP elenca cosa ti offre l'abbonamento e quanto costa. I membri VIP pubblicano momenti gratis.",
      keywords: "vip abbonamento iscrizione premium membro momenti",
    },
    games: {
      question: "Come funzionano i giochi?",
      answer: "I giochi si aprono da Scopri e Io. Ogni round si paga con le monete del tuo saldo e le vincite vi vengono aggiunte. Puoi ricaricare direttamente dal gioco.",
      keywords: "gioco giochi giocare round vincere vinto perdere scommessa",
    },
  },
};

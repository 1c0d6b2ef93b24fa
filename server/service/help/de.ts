import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_DE: HelpCatalogue = {
  greeting: "Hallo, ich bin der Glint-Assistent. Wähle unten eine häufige Frage oder schreib deine eigene. Du kannst jederzeit nach einem Mitarbeiter fragen.",
  noAnswer: "Dazu habe ich in unserer Hilfe keine Antwort gefunden. Tippe auf „Mitarbeiter fragen“, dann antwortet dir unser Support-Team hier.",
  queued: "Du bist in der Warteschlange für eine Person aus unserem Support-Team. Die Antwort erscheint in diesem Chat, auch wenn du gehst und zurückkommst.",
  ratingRequest: "Dieses Gespräch ist beendet. Bitte bewerte es und sag uns, ob dein Problem gelöst wurde.",
  topics: {
    coins: {
      question: "Wo sind meine Münzen?",
      answer: "Dein Guthaben steht auf der Seite Ich. Mit Münzen bezahlst du Anrufe pro Minute, Nachrichten an Hosts, Geschenke und bezahlte Matches. Gekaufte Münzen kommen an, sobald die Zahlung erfolgreich ist.",
      keywords: "münzen münze guthaben fehlen verloren verschwunden ausgegeben geldbörse geld aufladen",
    },
    payments: {
      question: "Meine Zahlung ist fehlgeschlagen oder ausstehend",
      answer: "Eine fehlgeschlagene Zahlung kostet keine Münzen: versuch es noch einmal oder wähle eine andere Methode. Eine ausstehende Zahlung schließt von selbst ab, und die Münzen kommen, wenn sie erfolgreich ist. Wurde dir Geld abgebucht, aber du hast keine Münzen bekommen, frag einen Mitarbeiter und sag, wann du bezahlt hast.",
      keywords: "zahlung bezahlen bezahlt karte abgebucht belastet fehlgeschlagen abgelehnt ausstehend erstattung aufladen kauf bestellung bank",
    },
    calls: {
      question: "Wie werden Anrufe berechnet?",
      answer: "Video- und Sprachanrufe werden für jede angefangene Minute zum Preis auf der Karte des Hosts berechnet; Freiminuten werden zuerst verbraucht. Wenn deine Münzen aufgebraucht sind, endet der Anruf, und die Seite zum Anrufende sagt warum.",
      keywords: "anruf anrufe video sprache minute preis berechnet kostet beendet abgebrochen kamera mikrofon",
    },
    account: {
      question: "Ich kann mich nicht in mein Konto einloggen",
      answer: "Wenn du dich per E-Mail angemeldet und dein Passwort vergessen hast, tippe auf der E-Mail-Anmeldeseite auf „Passwort vergessen?“, dann schicken wir dir einen Code. Wenn du dich gar nicht anmelden kannst, frag einen Mitarbeiter.",
      keywords: "konto anmelden einloggen login passwort vergessen email e-mail wiederherstellen gerät gesperrt",
    },
    report: {
      question: "Wie melde ich jemanden?",
      answer: "Öffne die Seite der Person oder deinen Chat mit ihr, öffne das Menü und wähle Melden. Wähle bis zu 3 Gründe und füge Screenshots hinzu, falls vorhanden; unser Team prüft jede Meldung. Du kannst die Person auch blockieren.",
      keywords: "melden meldung belästigung belästigt missbrauch blockieren spam fake betrug unhöflich unangemessen",
    },
    gifts: {
      question: "Wie funktionieren Geschenke?",
      answer: "Geschenke werden mit Münzen in einem Chat, einem Anruf oder einem Live-Raum gesendet. Die Münzen werden beim Senden abgezogen, und die empfangende Person erhält Punkte.",
      keywords: "geschenk geschenke senden schenken punkte",
    },
    vip: {
      question: "Was bringt mir VIP?",
      answer: "Die VIP-Seite zeigt, was die Mitgliedschaft bietet und was sie kostet. VIP-Mitglieder posten Momente kostenlos.",
      keywords: "vip mitgliedschaft abo abonnement premium mitglied momente",
    },
    games: {
      question: "Wie funktionieren Spiele?",
      answer: "Spiele öffnest du über Entdecken und Ich. Jede Runde wird mit Münzen aus deinem Guthaben bezahlt, und Gewinne werden ihm gutgeschrieben. Du kannst direkt im Spiel aufladen.",
      keywords: "spiel spiele spielen runde gewinnen gewonnen verlieren wette",
    },
  },
};

import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_HU: HelpCatalogue = {
  greeting: "Szia, a Glint asszisztense vagyok. Válassz egy gyakori kérdést lent, vagy írd be a sajátodat. Bármikor kérheted, hogy egy emberrel beszélj.",
  noAnswer: "Erre nem találtam választ a súgónkban. Koppints a „Beszélj egy emberrel” gombra, és ügyfélszolgálatunk itt válaszol.",
  queued: "Sorban állsz az ügyfélszolgálat egyik munkatársához. A válasz ebben a csevegésben jelenik meg, akkor is, ha kilépsz és visszajössz.",
  ratingRequest: "Ez a beszélgetés véget ért. Kérjük, értékeld, és mondd el, megoldódott-e a problémád.",
  topics: {
    coins: {
      question: "Hol vannak az érméim?",
      answer: "Az egyenleged az Én oldalon látható. Az érmékkel fizetsz a percalapú hívásokért, a hostoknak küldött üzenetekért, az ajándékokért és a fizetős párosításokért. A vásárolt érmék a sikeres fizetés után azonnal megérkeznek.",
      keywords: "érme érmék egyenleg hiányzik eltűnt elveszett elköltött pénztárca pénz feltöltés",
    },
    payments: {
      question: "A fizetésem sikertelen vagy függőben van",
      answer: "A sikertelen fizetés nem von le érmét: próbáld újra, vagy válassz másik módot. A függő fizetés magától lezárul, és sikeres fizetés után megérkeznek az érmék. Ha levonták a pénzt, de nem kaptál érmét, beszélj egy emberrel, és mondd el, mikor fizettél.",
      keywords: "fizetés fizettem kártya levonták terhelés sikertelen elutasítva függőben visszatérítés feltöltés vásárlás rendelés bank",
    },
    calls: {
      question: "Hogyan számolják el a hívásokat?",
      answer: "A videó- és hanghívásokért minden megkezdett perc után fizetsz a host kártyáján látható áron; először az ingyenes percek fogynak. Ha elfogynak az érméid, a hívás véget ér, és a hívás végi oldal megmondja, miért.",
      keywords: "hívás hívások videó hang perc ár díj költség véget megszakadt kamera mikrofon",
    },
    account: {
      question: "Nem tudok belépni a fiókomba",
      answer: "Ha e-maillel léptél be és elfelejtetted a jelszavad, koppints az e-mailes belépési oldalon az „Elfelejtetted a jelszót?” gombra, és küldünk egy kódot. Ha egyáltalán nem tudsz belépni, beszélj egy emberrel.",
      keywords: "fiók belépés bejelentkezés jelszó elfelejtettem email e-mail visszaállítás eszköz letiltva",
    },
    report: {
      question: "Hogyan jelenthetek valakit?",
      answer: "Nyisd meg a személy oldalát vagy a vele folytatott csevegést, nyisd meg a menüt, és válaszd a Jelentés lehetőséget. Válassz legfeljebb 3 okot, és ha van, csatolj képernyőképet; csapatunk minden jelentést átnéz. Le is tilthatod.",
      keywords: "jelentés jelent zaklatás zaklat visszaélés letilt spam hamis csalás durva nem helyénvaló",
    },
    gifts: {
      question: "Hogyan működnek az ajándékok?",
      answer: "Az ajándékokat érmékkel küldheted csevegésben, hívásban vagy élő szobában. Az érméket küldéskor vonjuk le, a címzett pedig pontokat kap.",
      keywords: "ajándék ajándékok küldés pont",
    },
    vip: {
      question: "Mit ad nekem a VIP?",
      answer: "A VIP oldal mutatja, mit ad a tagság és mennyibe kerül. A VIP tagok ingyen tehetnek közzé pillanatokat.",
      keywords: "vip tagság előfizetés prémium tag pillanatok",
    },
    games: {
      question: "Hogyan működnek a játékok?",
      answer: "A játékok a Felfedezés és az Én oldalról nyílnak. Minden kör az egyenleged érméiből fizetendő, a nyeremény pedig hozzáadódik. A játékon belül is tölthetsz fel érmét.",
      keywords: "játék játékok játszani kör nyer nyertem veszít tét",
    },
  },
};

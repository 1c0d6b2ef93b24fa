import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_RO: HelpCatalogue = {
  greeting: "Bună, sunt asistentul Glint. Alege o întrebare frecventă de mai jos sau scrie-o pe a ta. Poți cere oricând să vorbești cu o persoană.",
  noAnswer: "Nu am găsit un răspuns în ajutorul nostru. Atinge „Vorbește cu o persoană” și echipa noastră de asistență îți va răspunde aici.",
  queued: "Ești la coadă pentru o persoană din echipa noastră de asistență. Răspunsul va apărea în acest chat, chiar dacă pleci și revii.",
  ratingRequest: "Această conversație s-a încheiat. Te rugăm să o evaluezi și să ne spui dacă problema ta a fost rezolvată.",
  topics: {
    coins: {
      question: "Unde sunt monedele mele?",
      answer: "Soldul tău apare pe pagina Eu. Monedele plătesc apelurile pe minut, mesajele către gazde, cadourile și potrivirile plătite. Monedele cumpărate sosesc imediat ce plata reușește.",
      keywords: "monede monedă sold lipsă pierdute dispărute cheltuite portofel bani reîncărcare",
    },
    payments: {
      question: "Plata mea a eșuat sau este în așteptare",
      answer: "O plată eșuată nu ia monede: încearcă din nou sau alege altă metodă. O plată în așteptare se finalizează singură, iar monedele sosesc când reușește. Dacă ți s-au luat banii, dar nu ai primit monede, vorbește cu o persoană și spune-i când ai plătit.",
      keywords: "plată plătit plătesc card debitat taxat eșuat refuzat așteptare rambursare reîncărcare cumpărare comandă bancă",
    },
    calls: {
      question: "Cum se taxează apelurile?",
      answer: "Apelurile video și vocale se taxează pentru fiecare minut început, la prețul de pe cardul gazdei; minutele gratuite se folosesc primele. Când rămâi fără monede apelul se încheie, iar pagina de final al apelului spune de ce.",
      keywords: "apel apeluri video voce minut preț taxat costă încheiat întrerupt cameră microfon",
    },
    account: {
      question: "Nu mă pot conecta la cont",
      answer: "Dacă te-ai conectat cu e-mail și ți-ai uitat parola, atinge „Ai uitat parola?” pe pagina de conectare cu e-mail și îți trimitem un cod. Dacă nu te poți conecta deloc, vorbește cu o persoană.",
      keywords: "cont conectare autentificare parola uitat email e-mail recuperare dispozitiv blocat",
    },
    report: {
      question: "Cum raportez pe cineva?",
      answer: "Deschide pagina persoanei sau chatul cu ea, deschide meniul și alege Raportează. Alege până la 3 motive și adaugă capturi de ecran dacă ai; echipa noastră verifică fiecare raport. O poți și bloca.",
      keywords: "raportează raportare hărțuire hărțuiește abuz blochează spam fals înșelătorie nepoliticos nepotrivit",
    },
    gifts: {
      question: "Cum funcționează cadourile?",
      answer: "Cadourile se trimit cu monede într-un chat, un apel sau o cameră live. Monedele se scad când trimiți cadoul, iar cel care îl primește câștigă puncte.",
      keywords: "cadou cadouri trimite dar puncte",
    },
    vip: {
      question: "Ce îmi oferă VIP?",
      answer: "Pagina VIP arată ce îți oferă abonamentul și cât costă. Membrii VIP publică momente gratuit.",
      keywords: "vip abonament calitate premium membru momente",
    },
    games: {
      question: "Cum funcționează jocurile?",
      answer: "Jocurile se deschid din Descoperă și Eu. Fiecare rundă se plătește cu monede din sold, iar câștigurile se adaugă la el. Poți reîncărca direct din joc.",
      keywords: "joc jocuri joacă rundă câștig câștigat pierdut pariu",
    },
  },
};

import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_PL: HelpCatalogue = {
  greeting: "Cześć, jestem asystentem Glint. Wybierz częste pytanie poniżej albo napisz własne. W każdej chwili możesz poprosić o rozmowę z konsultantem.",
  noAnswer: "Nie znalazłem odpowiedzi na to w naszej pomocy. Dotknij „Rozmowa z konsultantem”, a nasz zespół wsparcia odpowie tutaj.",
  queued: "Czekasz w kolejce na konsultanta z naszego zespołu wsparcia. Odpowiedź pojawi się w tym czacie, nawet jeśli wyjdziesz i wrócisz.",
  ratingRequest: "Ta rozmowa się zakończyła. Oceń ją i powiedz, czy problem został rozwiązany.",
  topics: {
    coins: {
      question: "Gdzie są moje monety?",
      answer: "Twoje saldo jest na stronie Ja. Monetami płacisz za rozmowy za minutę, wiadomości do hostów, prezenty i płatne dopasowania. Kupione monety pojawiają się, gdy tylko płatność się powiedzie.",
      keywords: "monety moneta saldo brakuje zniknęły zgubione wydane portfel pieniądze doładowanie",
    },
    payments: {
      question: "Moja płatność się nie powiodła lub oczekuje",
      answer: "Nieudana płatność nie pobiera monet: spróbuj ponownie lub wybierz inną metodę. Oczekująca płatność zakończy się sama, a monety pojawią się po jej powodzeniu. Jeśli pobrano pieniądze, a monet nie ma, porozmawiaj z konsultantem i powiedz, kiedy płaciłeś.",
      keywords: "płatność zapłata zapłaciłem karta pobrano obciążenie nieudana odrzucona oczekuje zwrot doładowanie zakup zamówienie bank",
    },
    calls: {
      question: "Jak naliczane są opłaty za rozmowy?",
      answer: "Rozmowy wideo i głosowe są rozliczane za każdą rozpoczętą minutę według ceny na karcie hosta; najpierw wykorzystywane są darmowe minuty. Gdy skończą się monety, rozmowa się kończy, a strona końca rozmowy podaje powód.",
      keywords: "rozmowa rozmowy połączenie wideo głosowa minuta cena opłata koszt zakończona przerwana kamera mikrofon",
    },
    account: {
      question: "Nie mogę zalogować się na konto",
      answer: "Jeśli logowałeś się e-mailem i nie pamiętasz hasła, dotknij „Nie pamiętasz hasła?” na stronie logowania e-mailem, a wyślemy ci kod. Jeśli w ogóle nie możesz się zalogować, porozmawiaj z konsultantem.",
      keywords: "konto zalogować logowanie hasło zapomniałem email e-mail odzyskać urządzenie zablokowane",
    },
    report: {
      question: "Jak zgłosić kogoś?",
      answer: "Otwórz stronę tej osoby lub czat z nią, otwórz menu i wybierz Zgłoś. Wybierz do 3 powodów i dodaj zrzuty ekranu, jeśli je masz; nasz zespół sprawdza każde zgłoszenie. Możesz też ją zablokować.",
      keywords: "zgłoś zgłoszenie nękanie nęka napastowanie zablokuj spam fałszywe oszustwo niegrzeczny nieodpowiedni",
    },
    gifts: {
      question: "Jak działają prezenty?",
      answer: "Prezenty wysyła się za monety w czacie, rozmowie lub pokoju na żywo. Monety są pobierane przy wysłaniu prezentu, a odbiorca zdobywa punkty.",
      keywords: "prezent prezenty wysłać podarunek punkty",
    },
    vip: {
      question: "Co daje mi VIP?",
      answer: "Strona VIP pokazuje, co daje członkostwo i ile kosztuje. Członkowie VIP publikują momenty za darmo.",
      keywords: "vip członkostwo subskrypcja premium członek momenty",
    },
    games: {
      question: "Jak działają gry?",
      answer: "Gry otwierasz z Odkrywaj i Ja. Każda runda jest opłacana monetami z salda, a wygrane są do niego dodawane. Możesz doładować monety w grze.",
      keywords: "gra gry grać runda wygrać wygrałem przegrać zakład",
    },
  },
};

import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_PT: HelpCatalogue = {
  greeting: "Olá, sou o assistente do Glint. Escolha uma pergunta frequente ou escreva a sua. Você pode pedir para falar com uma pessoa a qualquer momento.",
  noAnswer: "Não encontrei resposta para isso na nossa ajuda. Toque em “Falar com uma pessoa” e nossa equipe de suporte responderá aqui.",
  queued: "Você está na fila para falar com uma pessoa da nossa equipe de suporte. A resposta aparecerá neste chat, mesmo que você saia e volte.",
  ratingRequest: "Esta conversa terminou. Avalie-a e diga se o seu problema foi resolvido.",
  topics: {
    coins: {
      question: "Onde estão minhas moedas?",
      answer: "Seu saldo aparece na página Eu. As moedas pagam chamadas por minuto, mensagens para anfitriões, presentes e matches pagos. Moedas compradas chegam assim que o pagamento é concluído.",
      keywords: "moedas moeda saldo sumiram perdidas desapareceram gastas carteira dinheiro recarregar",
    },
    payments: {
      question: "Meu pagamento falhou ou está pendente",
      answer: "Um pagamento que falhou não cobra moedas: tente de novo ou escolha outro método. Um pagamento pendente termina sozinho e as moedas chegam quando ele é concluído. Se você foi cobrado e não recebeu moedas, fale com uma pessoa e diga quando pagou.",
      keywords: "pagamento pagar paguei cartão cobrado cobrança falhou recusado pendente reembolso recarga compra pedido banco",
    },
    calls: {
      question: "Como as chamadas são cobradas?",
      answer: "Chamadas de vídeo e de voz são cobradas por minuto iniciado, pelo preço do cartão do anfitrião; os minutos grátis são usados primeiro. Quando suas moedas acabam, a chamada termina, e a página de fim de chamada explica o motivo.",
      keywords: "chamada chamadas ligação vídeo voz minuto preço cobrada custa terminou caiu câmera microfone",
    },
    account: {
      question: "Não consigo entrar na minha conta",
      answer: "Se você entrou com e-mail e esqueceu a senha, toque em “Esqueceu a senha?” na página de login por e-mail e enviaremos um código. Se não consegue entrar de jeito nenhum, fale com uma pessoa.",
      keywords: "conta entrar login acesso senha esqueci email e-mail recuperar dispositivo banida",
    },
    report: {
      question: "Como denuncio alguém?",
      answer: "Abra a página da pessoa ou o chat com ela, abra o menu e escolha Denunciar. Escolha até 3 motivos e adicione capturas de tela se tiver; nossa equipe analisa cada denúncia. Você também pode bloqueá-la.",
      keywords: "denunciar denúncia reportar abuso assédio assediando bloquear spam falso golpe grosseiro inadequado",
    },
    gifts: {
      question: "Como funcionam os presentes?",
      answer: "Presentes são enviados com moedas em um chat, uma chamada ou uma sala ao vivo. As moedas são descontadas quando o presente é enviado, e quem recebe ganha pontos.",
      keywords: "presente presentes enviar mimo pontos",
    },
    vip: {
      question: "O que o VIP me dá?",
      answer: "A página VIP mostra o que a assinatura oferece e quanto custa. Membros VIP publicam momentos de graça.",
      keywords: "vip assinatura associação premium membro momentos",
    },
    games: {
      question: "Como funcionam os jogos?",
      answer: "Os jogos abrem em Descobrir e Eu. Cada rodada é paga com moedas do seu saldo e os ganhos são somados a ele. Você pode recarregar de dentro do jogo.",
      keywords: "jogo jogos jogar rodada ganhar ganhei perder aposta",
    },
  },
};

import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_ES: HelpCatalogue = {
  greeting: "Hola, soy el asistente de Glint. Elige una pregunta frecuente o escribe la tuya. Puedes pedir hablar con una persona en cualquier momento.",
  noAnswer: "No encontré respuesta a eso en nuestra ayuda. Toca «Hablar con una persona» y nuestro equipo de soporte te responderá aquí.",
  queued: "Estás en la cola para hablar con una persona de nuestro equipo de soporte. Su respuesta aparecerá en este chat, aunque salgas y vuelvas.",
  ratingRequest: "Esta conversación ha terminado. Valórala y dinos si se resolvió tu problema.",
  topics: {
    coins: {
      question: "¿Dónde están mis monedas?",
      answer: "Tu saldo aparece en la página Yo. Las monedas pagan las llamadas por minuto, los mensajes a anfitriones, los regalos y los emparejamientos de pago. Las monedas compradas llegan en cuanto el pago se completa.",
      keywords: "monedas moneda saldo faltan perdidas desaparecieron gastadas cartera dinero recargar",
    },
    payments: {
      question: "Mi pago falló o está pendiente",
      answer: "Un pago fallido no cobra monedas: inténtalo de nuevo o elige otro método. Un pago pendiente termina solo y las monedas llegan cuando se completa. Si te cobraron y no recibiste monedas, habla con una persona y dinos cuándo pagaste.",
      keywords: "pago pagar pagué tarjeta cobrado cobro fallido rechazado pendiente reembolso recarga compra pedido banco",
    },
    calls: {
      question: "¿Cómo se cobran las llamadas?",
      answer: "Las videollamadas y llamadas de voz se cobran por cada minuto iniciado al precio de la tarjeta del anfitrión; primero se usan los minutos gratis. Cuando se acaban tus monedas la llamada termina, y la página de fin de llamada dice por qué.",
      keywords: "llamada llamadas video videollamada voz minuto precio cobro cuesta terminó cortó cámara micrófono",
    },
    account: {
      question: "No puedo entrar en mi cuenta",
      answer: "Si entraste con correo y olvidaste tu contraseña, toca «¿Olvidaste tu contraseña?» en la página de acceso con correo y te enviaremos un código. Si no puedes entrar de ningún modo, habla con una persona.",
      keywords: "cuenta entrar iniciar sesión acceso contraseña olvidé correo email recuperar dispositivo bloqueada",
    },
    report: {
      question: "¿Cómo denuncio a alguien?",
      answer: "Abre la página de la persona o tu chat con ella, abre el menú y elige Denunciar. Elige hasta 3 motivos y añade capturas si las tienes; nuestro equipo revisa cada denuncia. También puedes bloquearla.",
      keywords: "denunciar denuncia reportar abuso acoso acosando bloquear spam falso estafa grosero inapropiado",
    },
    gifts: {
      question: "¿Cómo funcionan los regalos?",
      answer: "Los regalos se envían con monedas en un chat, una llamada o una sala en directo. Las monedas se descuentan al enviar el regalo, y quien lo recibe gana puntos.",
      keywords: "regalo regalos enviar obsequio puntos",
    },
    vip: {
      question: "¿Qué me da el VIP?",
      answer: "La página VIP muestra lo que te da la membresía y cuánto cuesta. Los miembros VIP publican momentos gratis.",
      keywords: "vip membresía suscripción premium miembro momentos",
    },
    games: {
      question: "¿Cómo funcionan los juegos?",
      answer: "Los juegos se abren desde Descubrir y Yo. Cada ronda se paga con monedas de tu saldo y las ganancias se suman a él. Puedes recargar desde dentro de un juego.",
      keywords: "juego juegos jugar ronda ganar gané perder apuesta",
    },
  },
};

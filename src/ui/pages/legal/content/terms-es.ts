import type { LegalText } from './legal-text';

export const termsEs: LegalText = {
  title: 'Términos del servicio',
  updatedLabel: 'Última actualización',
  updated: '2026-11-26',
  intro:
    'Estos términos son el acuerdo entre tú y Glint para el uso de la app y sus servicios. Léelos con atención: al crear una cuenta o usar Glint, los aceptas.',
  sections: [
    {
      heading: '1. Quién puede usar Glint',
      paragraphs: [
        'Debes tener al menos 18 años y capacidad legal para aceptar este acuerdo. Solo puedes tener una cuenta y la información que nos des debe ser verdadera. Eres responsable de todo lo que ocurra con tu cuenta.',
      ],
    },
    {
      heading: '2. Monedas',
      paragraphs: [
        'Las monedas son un artículo virtual con el que pagas coincidencias, llamadas, mensajes, regalos y otras funciones. No tienen valor monetario, no se pueden cambiar por dinero ni transferir fuera de la app y no son reembolsables, salvo cuando la ley disponga otra cosa.',
        'Las videollamadas y llamadas de voz se cobran por minuto iniciado después del periodo gratuito que se indique antes de la llamada; el precio aparece en el perfil del usuario. Si tu saldo se agota, la llamada termina.',
      ],
    },
    {
      heading: '3. Membresía VIP',
      paragraphs: [
        'VIP es una suscripción que incluye monedas cada mes, un 50 % de descuento en las coincidencias, prioridad al buscar pareja, una insignia y publicaciones de momentos gratis. Se renueva automáticamente al final de cada periodo que compraste (un mes, o tres meses con el plan de tres meses), al precio que pagaste, hasta que la canceles, lo que puedes hacer en cualquier momento en la página VIP; la cancelación se aplica al final del periodo en curso.',
        'Las renovaciones pagadas con tarjeta se cobran en la tarjeta que usaste, hasta tres días antes de que termine el periodo. Si el cobro es rechazado lo intentamos de nuevo una vez al día; si el último intento falla, VIP termina con el periodo ya pagado y no se cobra nada más. VIP comprado en una tienda de aplicaciones lo cobra esa tienda, según sus condiciones.',
      ],
    },
    {
      heading: '4. Normas de la comunidad',
      paragraphs: [
        'Trata a los demás con respeto. No puedes acosar, amenazar ni engañar a nadie; compartir contenido sexual que involucre a menores o a personas que no hayan dado su consentimiento; mostrar contenido ilegal, violento o de odio; suplantar a otras personas; enviar spam; ni pedir a los usuarios que se pasen a otros servicios para evitar pagos o controles de seguridad.',
        'No grabes ni compartas llamadas, fotos o mensajes de otros usuarios sin su permiso.',
      ],
    },
    {
      heading: '5. Denuncias, bloqueos y medidas',
      paragraphs: [
        'Puedes bloquear o denunciar a cualquier usuario desde su perfil o desde un chat. Revisamos las denuncias y podemos retirar contenido, limitar funciones o suspender o cerrar las cuentas que incumplan estos términos, con o sin aviso previo. Las monedas de una cuenta cerrada por un incumplimiento grave se pierden.',
      ],
    },
    {
      heading: '6. Tu contenido',
      paragraphs: [
        'Sigues siendo el propietario de las fotos, videos y textos que compartes. Concedes a Glint una licencia mundial y no exclusiva para almacenar, mostrar y distribuir ese contenido en la medida necesaria para prestar el servicio. Confirmas que tienes derecho a compartirlo.',
      ],
    },
    {
      heading: '7. El servicio',
      paragraphs: [
        'Trabajamos para que Glint esté disponible y sea seguro, pero lo ofrecemos «tal cual». Las funciones pueden cambiar y el servicio puede interrumpirse por mantenimiento. En la medida en que la ley lo permita, no respondemos de pérdidas indirectas ni del comportamiento de otros usuarios.',
      ],
    },
    {
      heading: '8. Fin del acuerdo',
      paragraphs: [
        'Puedes dejar de usar Glint y eliminar tu cuenta en cualquier momento. Estos términos pueden actualizarse; mostraremos la nueva fecha arriba y te avisaremos en la app de los cambios importantes. Seguir usando Glint después de un cambio significa que lo aceptas.',
      ],
    },
    {
      heading: '9. Contacto',
      paragraphs: ['Puedes enviar tus preguntas sobre estos términos a support@glint.app o a través de Ayuda y comentarios en la app.'],
    },
  ],
};

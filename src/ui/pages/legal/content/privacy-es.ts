import type { LegalText } from './legal-text';

export const privacyEs: LegalText = {
  title: 'Política de privacidad',
  updatedLabel: 'Última actualización',
  updated: '2025-01-15',
  intro:
    'Esta política explica qué información recopila Glint cuando usas la app, por qué la recopilamos, con quién la compartimos y qué opciones tienes. Al usar Glint aceptas que tu información se trate como se describe aquí.',
  sections: [
    {
      heading: '1. Información que nos proporcionas',
      paragraphs: [
        'Al crear una cuenta recopilamos tu apodo, tu fecha de nacimiento, tu género y, si inicias sesión con correo electrónico o con una cuenta de terceros, tu dirección de correo. Nunca guardamos tu contraseña de forma legible.',
        'También puedes añadir fotos, un video de presentación, un breve «sobre mí», los idiomas que hablas y los momentos que decidas publicar. Esta información de perfil es visible para otros usuarios, salvo que actives las opciones que ocultan tu perfil, tu estado VIP o tu nivel.',
      ],
    },
    {
      heading: '2. Información que se recopila mientras usas Glint',
      paragraphs: [
        'Registramos cómo usas el servicio —coincidencias, llamadas (su hora, duración y coste, no su contenido), regalos, compras de monedas y saldo, seguimientos, bloqueos y denuncias— para poder prestar el servicio y gestionar tu cuenta.',
        'Recopilamos datos técnicos como el modelo de tu dispositivo, el sistema operativo, la versión de la app, el idioma, la zona horaria, la dirección IP y el país aproximado, así como informes de errores y de rendimiento.',
      ],
    },
    {
      heading: '3. Mensajes, llamadas y moderación',
      paragraphs: [
        'Los mensajes se guardan para poder entregarlos a ti y a la otra persona en todos vuestros dispositivos. El texto que envías se revisa automáticamente en busca de datos de contacto, enlaces y palabras prohibidas para proteger a los usuarios de estafas; el texto que coincida puede ocultarse.',
        'Las videollamadas y llamadas de voz viajan directamente entre los dispositivos siempre que es posible y no las grabamos. Cuando denuncias a un usuario, nuestro equipo de seguridad revisa la denuncia y las capturas que adjuntes.',
      ],
    },
    {
      heading: '4. Pagos',
      paragraphs: [
        'Los paquetes de monedas y las suscripciones VIP se pagan a través de nuestros proveedores de pago y de las tiendas de aplicaciones. Ellos procesan los datos de tu tarjeta o monedero; nosotros solo recibimos el resultado del pago, el producto y una referencia del pedido, nunca el número completo de tu tarjeta.',
      ],
    },
    {
      heading: '5. Cómo usamos la información',
      paragraphs: [
        'Usamos tu información para ofrecer coincidencias, llamadas, mensajes y pagos; para mantener seguras las cuentas y la comunidad; para prevenir el fraude y el abuso; para responder a las solicitudes de ayuda; para entender y mejorar la app; y para cumplir nuestras obligaciones legales.',
        'Con tu permiso te enviamos notificaciones sobre llamadas y mensajes. Puedes desactivarlas en los ajustes de tu dispositivo en cualquier momento.',
      ],
    },
    {
      heading: '6. Con quién la compartimos',
      paragraphs: [
        'No vendemos tu información personal. Solo la compartimos con proveedores que trabajan para nosotros (alojamiento, pagos, traducción, atención al cliente) bajo contratos que la protegen, con otros usuarios en la medida en que hagas público tu perfil y con las autoridades cuando la ley lo exige.',
      ],
    },
    {
      heading: '7. Conservación y tus derechos',
      paragraphs: [
        'Conservamos tu información mientras tu cuenta esté activa y durante un tiempo limitado después cuando lo exijan la ley o la liquidación de pagos. Puedes pedirnos acceder a tu información, corregirla, exportarla o eliminarla, y puedes eliminar tu cuenta en cualquier momento.',
      ],
    },
    {
      heading: '8. Edad mínima y seguridad',
      paragraphs: [
        'Glint es solo para personas de 18 años o más. Eliminamos las cuentas que sabemos que pertenecen a menores. Protegemos tu información con cifrado en tránsito y en reposo, controles de acceso y revisiones periódicas, pero ningún servicio puede garantizar una seguridad absoluta.',
      ],
    },
    {
      heading: '9. Cambios y contacto',
      paragraphs: [
        'Si cambiamos esta política actualizaremos la fecha de arriba y, si el cambio es importante, te avisaremos en la app. Para cualquier pregunta o solicitud sobre tu privacidad, escribe a privacy@glint.app.',
      ],
    },
  ],
};

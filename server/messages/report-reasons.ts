import type { ReportReason } from '../../src/application/contracts/report/reason.contract.js';

/** The `config` key whose version the report reasons carry (bump it after changing them, and clients refetch). */
export const REPORT_REASON_CONFIG_KEY = 'report';

/** Anyone may choose the reason (the only identity the reasons use today). */
const ANYONE = 0;

type Texts = readonly (readonly [title: string, intro: string])[];

/**
 * The violation types, by language; ids 1–6 are what reports filed before /report/reason
 * carried, so old reports keep their meaning. A language missing here gets English.
 */
const TEXTS: Readonly<Record<string, Texts>> = {
  en: [
    ['Spam or ads', 'Unwanted promotion, links or repeated messages'],
    ['Nudity or sexual content', 'Sexual pictures, video or talk'],
    ['Harassment', 'Insults, threats or hate'],
    ['Scam or fraud', 'Asking for money, fake payments or stolen accounts'],
    ['Underage user', 'Seems to be younger than 18'],
    ['Other', 'Something else that breaks the rules'],
  ],
  es: [
    ['Spam o publicidad', 'Promoción no deseada, enlaces o mensajes repetidos'],
    ['Desnudos o contenido sexual', 'Fotos, vídeos o conversaciones sexuales'],
    ['Acoso', 'Insultos, amenazas u odio'],
    ['Estafa o fraude', 'Pide dinero, pagos falsos o cuentas robadas'],
    ['Usuario menor de edad', 'Parece tener menos de 18 años'],
    ['Otro', 'Otra cosa que incumple las normas'],
  ],
  ar: [
    ['رسائل مزعجة أو إعلانات', 'ترويج غير مرغوب فيه أو روابط أو رسائل متكررة'],
    ['عري أو محتوى جنسي', 'صور أو فيديو أو حديث جنسي'],
    ['تحرش', 'إهانات أو تهديدات أو كراهية'],
    ['احتيال', 'طلب أموال أو مدفوعات مزيفة أو حسابات مسروقة'],
    ['مستخدم قاصر', 'يبدو أن عمره أقل من 18 عامًا'],
    ['أخرى', 'شيء آخر يخالف القواعد'],
  ],
  pt: [
    ['Spam ou anúncios', 'Promoção indesejada, links ou mensagens repetidas'],
    ['Nudez ou conteúdo sexual', 'Fotos, vídeos ou conversas sexuais'],
    ['Assédio', 'Insultos, ameaças ou ódio'],
    ['Golpe ou fraude', 'Pede dinheiro, pagamentos falsos ou contas roubadas'],
    ['Usuário menor de idade', 'Parece ter menos de 18 anos'],
    ['Outro', 'Outra coisa que viola as regras'],
  ],
  tr: [
    ['Spam veya reklam', 'İstenmeyen tanıtım, bağlantı veya tekrarlanan mesajlar'],
    ['Çıplaklık veya cinsel içerik', 'Cinsel fotoğraf, video veya konuşma'],
    ['Taciz', 'Hakaret, tehdit veya nefret'],
    ['Dolandırıcılık', 'Para isteme, sahte ödeme veya çalıntı hesap'],
    ['Reşit olmayan kullanıcı', '18 yaşından küçük görünüyor'],
    ['Diğer', 'Kuralları çiğneyen başka bir şey'],
  ],
};

const FALLBACK_LANGUAGE = 'en';

/** The reasons in `language` ('pt-BR' reads as 'pt'), English when there is no such catalogue. */
export function reportReasonsIn(language: string | undefined): ReportReason[] {
  const base = (language ?? FALLBACK_LANGUAGE).toLowerCase().split(/[-_]/)[0] ?? FALLBACK_LANGUAGE;
  const texts = TEXTS[base] ?? TEXTS[FALLBACK_LANGUAGE] ?? [];
  return texts.map(([title, intro], index) => ({ id: index + 1, title, intro, identity: ANYONE }));
}

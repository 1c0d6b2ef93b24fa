import type { ReportReason } from '../../src/application/contracts/report/reason.contract.js';

/** The `config` key whose version the report reasons carry (bump it after changing them, and clients refetch). */
export const REPORT_REASON_CONFIG_KEY = 'report';

/** Anyone may choose the reason (the only identity the reasons use today). */
const ANYONE = 0;

type Texts = readonly (readonly [title: string, intro: string])[];

/**
 * The violation types, by language; ids 1–6 are what reports filed before /report/reason
 * carried, so old reports keep their meaning. Every interface language has its texts; a
 * language missing here gets English.
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
  fr: [
    ['Spam ou publicité', 'Promotion non sollicitée, liens ou messages répétés'],
    ['Nudité ou contenu sexuel', 'Photos, vidéos ou propos sexuels'],
    ['Harcèlement', 'Insultes, menaces ou haine'],
    ['Arnaque ou fraude', "Demande d'argent, faux paiements ou comptes volés"],
    ['Utilisateur mineur', 'Semble avoir moins de 18 ans'],
    ['Autre', 'Autre chose qui enfreint les règles'],
  ],
  vi: [
    ['Thư rác hoặc quảng cáo', 'Quảng cáo không mong muốn, liên kết hoặc tin nhắn lặp lại'],
    ['Khỏa thân hoặc nội dung tình dục', 'Ảnh, video hoặc lời lẽ tình dục'],
    ['Quấy rối', 'Lăng mạ, đe dọa hoặc thù ghét'],
    ['Lừa đảo', 'Xin tiền, thanh toán giả hoặc tài khoản bị đánh cắp'],
    ['Người dùng chưa đủ tuổi', 'Có vẻ dưới 18 tuổi'],
    ['Khác', 'Điều khác vi phạm quy định'],
  ],
  in: [
    ['Spam atau iklan', 'Promosi yang tidak diinginkan, tautan, atau pesan berulang'],
    ['Ketelanjangan atau konten seksual', 'Foto, video, atau obrolan seksual'],
    ['Pelecehan', 'Hinaan, ancaman, atau kebencian'],
    ['Penipuan', 'Meminta uang, pembayaran palsu, atau akun curian'],
    ['Pengguna di bawah umur', 'Tampaknya berusia di bawah 18 tahun'],
    ['Lainnya', 'Hal lain yang melanggar aturan'],
  ],
  de: [
    ['Spam oder Werbung', 'Unerwünschte Werbung, Links oder wiederholte Nachrichten'],
    ['Nacktheit oder sexuelle Inhalte', 'Sexuelle Bilder, Videos oder Gespräche'],
    ['Belästigung', 'Beleidigungen, Drohungen oder Hass'],
    ['Betrug', 'Fordert Geld, gefälschte Zahlungen oder gestohlene Konten'],
    ['Minderjährige Person', 'Scheint jünger als 18 zu sein'],
    ['Sonstiges', 'Etwas anderes, das gegen die Regeln verstößt'],
  ],
  it: [
    ['Spam o pubblicità', 'Promozioni indesiderate, link o messaggi ripetuti'],
    ['Nudità o contenuti sessuali', 'Foto, video o discorsi sessuali'],
    ['Molestie', 'Insulti, minacce o odio'],
    ['Truffa o frode', 'Richieste di denaro, pagamenti falsi o account rubati'],
    ['Utente minorenne', 'Sembra avere meno di 18 anni'],
    ['Altro', 'Qualcos\'altro che viola le regole'],
  ],
  ru: [
    ['Спам или реклама', 'Навязчивая реклама, ссылки или повторяющиеся сообщения'],
    ['Нагота или сексуальный контент', 'Откровенные фото, видео или разговоры'],
    ['Оскорбления и травля', 'Оскорбления, угрозы или ненависть'],
    ['Обман или мошенничество', 'Просит деньги, фальшивые платежи или украденные аккаунты'],
    ['Несовершеннолетний пользователь', 'Похоже, ему меньше 18 лет'],
    ['Другое', 'Другое нарушение правил'],
  ],
  ro: [
    ['Spam sau reclame', 'Promovare nedorită, linkuri sau mesaje repetate'],
    ['Nuditate sau conținut sexual', 'Fotografii, videoclipuri sau discuții sexuale'],
    ['Hărțuire', 'Insulte, amenințări sau ură'],
    ['Înșelătorie sau fraudă', 'Cere bani, plăți false sau conturi furate'],
    ['Utilizator minor', 'Pare să aibă sub 18 ani'],
    ['Altceva', 'Altceva care încalcă regulile'],
  ],
  hi: [
    ['स्पैम या विज्ञापन', 'अनचाहा प्रचार, लिंक या बार-बार भेजे गए संदेश'],
    ['नग्नता या यौन सामग्री', 'यौन तस्वीरें, वीडियो या बातें'],
    ['उत्पीड़न', 'अपमान, धमकी या नफ़रत'],
    ['धोखा या जालसाज़ी', 'पैसे माँगना, नकली भुगतान या चोरी के खाते'],
    ['नाबालिग यूज़र', '18 साल से कम उम्र का लगता है'],
    ['अन्य', 'नियम तोड़ने वाली कोई और बात'],
  ],
  fa: [
    ['هرزنامه یا تبلیغات', 'تبلیغ ناخواسته، پیوند یا پیام‌های تکراری'],
    ['برهنگی یا محتوای جنسی', 'عکس، ویدیو یا گفتگوی جنسی'],
    ['آزار و اذیت', 'توهین، تهدید یا نفرت'],
    ['کلاهبرداری', 'درخواست پول، پرداخت جعلی یا حساب دزدی'],
    ['کاربر زیر سن قانونی', 'به نظر کمتر از ۱۸ سال دارد'],
    ['موارد دیگر', 'چیز دیگری که قوانین را زیر پا می‌گذارد'],
  ],
  th: [
    ['สแปมหรือโฆษณา', 'โปรโมตที่ไม่ต้องการ ลิงก์ หรือข้อความซ้ำ ๆ'],
    ['ภาพเปลือยหรือเนื้อหาทางเพศ', 'รูปภาพ วิดีโอ หรือการพูดคุยเรื่องเพศ'],
    ['การคุกคาม', 'ดูถูก ข่มขู่ หรือแสดงความเกลียดชัง'],
    ['หลอกลวงหรือฉ้อโกง', 'ขอเงิน การชำระเงินปลอม หรือบัญชีที่ถูกขโมย'],
    ['ผู้ใช้ที่ยังไม่บรรลุนิติภาวะ', 'ดูเหมือนอายุต่ำกว่า 18 ปี'],
    ['อื่น ๆ', 'เรื่องอื่นที่ผิดกฎ'],
  ],
  nl: [
    ['Spam of reclame', 'Ongewenste promotie, links of herhaalde berichten'],
    ['Naakt of seksuele inhoud', "Seksuele foto's, video's of gesprekken"],
    ['Intimidatie', 'Beledigingen, bedreigingen of haat'],
    ['Oplichting of fraude', 'Vraagt om geld, nepbetalingen of gestolen accounts'],
    ['Minderjarige gebruiker', 'Lijkt jonger dan 18'],
    ['Anders', 'Iets anders dat de regels breekt'],
  ],
  pl: [
    ['Spam lub reklama', 'Niechciana promocja, linki lub powtarzane wiadomości'],
    ['Nagość lub treści seksualne', 'Zdjęcia, filmy lub rozmowy o charakterze seksualnym'],
    ['Nękanie', 'Obelgi, groźby lub nienawiść'],
    ['Oszustwo', 'Prośby o pieniądze, fałszywe płatności lub skradzione konta'],
    ['Niepełnoletni użytkownik', 'Wygląda na osobę poniżej 18 lat'],
    ['Inne', 'Coś innego, co łamie zasady'],
  ],
  ms: [
    ['Spam atau iklan', 'Promosi yang tidak diingini, pautan atau mesej berulang'],
    ['Kebogelan atau kandungan seksual', 'Gambar, video atau perbualan seksual'],
    ['Gangguan', 'Hinaan, ugutan atau kebencian'],
    ['Penipuan', 'Meminta wang, bayaran palsu atau akaun curi'],
    ['Pengguna bawah umur', 'Nampak berumur bawah 18 tahun'],
    ['Lain-lain', 'Perkara lain yang melanggar peraturan'],
  ],
  hu: [
    ['Kéretlen üzenet vagy reklám', 'Nem kívánt reklám, linkek vagy ismétlődő üzenetek'],
    ['Meztelenség vagy szexuális tartalom', 'Szexuális képek, videók vagy beszélgetés'],
    ['Zaklatás', 'Sértés, fenyegetés vagy gyűlölet'],
    ['Átverés vagy csalás', 'Pénzt kér, hamis fizetés vagy lopott fiók'],
    ['Kiskorú felhasználó', '18 évesnél fiatalabbnak tűnik'],
    ['Egyéb', 'Más, ami sérti a szabályokat'],
  ],
};

const FALLBACK_LANGUAGE = 'en';

/** The reasons in `language` ('pt-BR' reads as 'pt'), English when there is no such catalogue. */
export function reportReasonsIn(language: string | undefined): ReportReason[] {
  const base = (language ?? FALLBACK_LANGUAGE).toLowerCase().split(/[-_]/)[0] ?? FALLBACK_LANGUAGE;
  const texts = TEXTS[base] ?? TEXTS[FALLBACK_LANGUAGE] ?? [];
  return texts.map(([title, intro], index) => ({ id: index + 1, title, intro, identity: ANYONE }));
}

/** The languages the embedded phrasebook speaks: the app's UI languages. */
export const PHRASEBOOK_LANGUAGES = ['en', 'es', 'ar', 'pt', 'tr'] as const;
export type PhrasebookLanguage = (typeof PHRASEBOOK_LANGUAGES)[number];

/**
 * Greetings and small talk a first chat is made of, in each UI language. The first form of
 * each language is how it is written out; the others are ways people write the same thing.
 */
export const PHRASEBOOK: readonly Readonly<Record<PhrasebookLanguage, readonly string[]>>[] = [
  { en: ['Hello', 'Hi', 'Hey', 'Hi there'], es: ['Hola'], ar: ['مرحبا', 'أهلا', 'السلام عليكم'], pt: ['Olá', 'Oi'], tr: ['Merhaba', 'Selam'] },
  { en: ['How are you?', 'How are you doing?'], es: ['¿Cómo estás?', '¿Qué tal?'], ar: ['كيف حالك؟'], pt: ['Como você está?', 'Tudo bem?'], tr: ['Nasılsın?'] },
  { en: ["I'm fine", 'I am fine', "I'm good"], es: ['Estoy bien'], ar: ['أنا بخير'], pt: ['Estou bem'], tr: ['İyiyim'] },
  { en: ['Thank you', 'Thanks'], es: ['Gracias'], ar: ['شكرا', 'شكرا لك'], pt: ['Obrigado', 'Obrigada'], tr: ['Teşekkürler', 'Teşekkür ederim', 'Sağ ol'] },
  { en: ['Good morning'], es: ['Buenos días'], ar: ['صباح الخير'], pt: ['Bom dia'], tr: ['Günaydın'] },
  { en: ['Good night'], es: ['Buenas noches'], ar: ['تصبح على خير'], pt: ['Boa noite'], tr: ['İyi geceler'] },
  { en: ['Nice to meet you'], es: ['Mucho gusto', 'Encantado', 'Encantada'], ar: ['تشرفت بمعرفتك'], pt: ['Prazer em conhecer você', 'Prazer'], tr: ['Tanıştığımıza memnun oldum', 'Memnun oldum'] },
  { en: ["What's your name?", 'What is your name?'], es: ['¿Cómo te llamas?'], ar: ['ما اسمك؟'], pt: ['Qual é o seu nome?', 'Como você se chama?'], tr: ['Adın ne?', 'Adınız ne?'] },
  { en: ['Where are you from?'], es: ['¿De dónde eres?'], ar: ['من أين أنت؟'], pt: ['De onde você é?'], tr: ['Nerelisin?'] },
  { en: ['How old are you?'], es: ['¿Cuántos años tienes?'], ar: ['كم عمرك؟'], pt: ['Quantos anos você tem?'], tr: ['Kaç yaşındasın?'] },
  { en: ['What are you doing?'], es: ['¿Qué haces?'], ar: ['ماذا تفعل؟'], pt: ['O que você está fazendo?'], tr: ['Ne yapıyorsun?'] },
  { en: ['You are beautiful', "You're beautiful"], es: ['Eres hermosa', 'Eres guapa'], ar: ['أنت جميلة'], pt: ['Você é linda'], tr: ['Çok güzelsin', 'Güzelsin'] },
  { en: ['I miss you'], es: ['Te extraño'], ar: ['اشتقت إليك'], pt: ['Sinto sua falta'], tr: ['Seni özledim'] },
  { en: ['I love you'], es: ['Te quiero', 'Te amo'], ar: ['أحبك'], pt: ['Eu te amo'], tr: ['Seni seviyorum'] },
  { en: ['Welcome'], es: ['Bienvenido', 'Bienvenida'], ar: ['أهلا وسهلا', 'مرحبا بك'], pt: ['Bem-vindo', 'Bem-vinda'], tr: ['Hoş geldin', 'Hoş geldiniz'] },
  { en: ['Sorry', "I'm sorry"], es: ['Lo siento', 'Perdón'], ar: ['آسف', 'آسفة'], pt: ['Desculpe', 'Desculpa'], tr: ['Özür dilerim', 'Pardon'] },
  { en: ['Please'], es: ['Por favor'], ar: ['من فضلك'], pt: ['Por favor'], tr: ['Lütfen'] },
  { en: ['See you later', 'See you soon'], es: ['Hasta luego', 'Nos vemos'], ar: ['أراك لاحقا'], pt: ['Até logo', 'Até mais'], tr: ['Görüşürüz', 'Sonra görüşürüz'] },
  { en: ['Goodbye', 'Bye'], es: ['Adiós', 'Chao'], ar: ['مع السلامة', 'وداعا'], pt: ['Tchau', 'Adeus'], tr: ['Hoşça kal', 'Güle güle'] },
  { en: ['Yes'], es: ['Sí'], ar: ['نعم'], pt: ['Sim'], tr: ['Evet'] },
  { en: ['No'], es: ['No'], ar: ['لا'], pt: ['Não'], tr: ['Hayır'] },
  { en: ['OK', 'Okay'], es: ['Vale', 'De acuerdo'], ar: ['حسنا'], pt: ['Tá bom', 'Ok'], tr: ['Tamam'] },
];

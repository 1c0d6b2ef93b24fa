import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_TR: HelpCatalogue = {
  greeting: "Merhaba, ben Glint asistanı. Aşağıdan sık sorulan bir soru seç ya da kendi sorunu yaz. İstediğin zaman biriyle konuşmak isteyebilirsin.",
  noAnswer: "Yardım sayfalarımızda buna bir yanıt bulamadım. “Biriyle konuş”a dokun, destek ekibimiz sana burada yanıt verecek.",
  queued: "Destek ekibimizden biriyle konuşmak için sıradasın. Yanıtı bu sohbette görünecek; çıkıp geri gelsen bile.",
  ratingRequest: "Bu görüşme sona erdi. Lütfen değerlendir ve sorununun çözülüp çözülmediğini söyle.",
  topics: {
    coins: {
      question: "Jetonlarım nerede?",
      answer: "Bakiyen Ben sayfasında görünür. Jetonlar dakika başına aramaları, sunuculara mesajları, hediyeleri ve ücretli eşleşmeleri öder. Satın alınan jetonlar ödeme başarılı olur olmaz gelir.",
      keywords: "jeton jetonlar jetonlarım bakiye kayıp kayboldu gitti harcandı cüzdan para yükleme",
    },
    payments: {
      question: "Ödemem başarısız oldu ya da beklemede",
      answer: "Başarısız bir ödeme jeton almaz: tekrar dene ya da başka bir yöntem seç. Bekleyen bir ödeme kendiliğinden tamamlanır ve başarılı olunca jetonlar gelir. Para çekildiyse ama jeton gelmediyse biriyle konuş ve ne zaman ödediğini söyle.",
      keywords: "ödeme öde ödedim kart çekildi başarısız reddedildi beklemede iade yükleme satın sipariş banka",
    },
    calls: {
      question: "Aramalar nasıl ücretlendirilir?",
      answer: "Görüntülü ve sesli aramalar, sunucunun kartındaki fiyattan başlayan her dakika için ücretlendirilir; önce ücretsiz dakikalar kullanılır. Jetonların bitince arama sona erer ve arama sonu sayfası nedenini söyler.",
      keywords: "arama aramalar görüntülü sesli dakika fiyat ücret ücretlendirme bitti koptu kamera mikrofon",
    },
    account: {
      question: "Hesabıma giriş yapamıyorum",
      answer: "E-postayla giriş yaptıysan ve şifreni unuttuysan, e-posta giriş sayfasında “Şifreni mi unuttun?”a dokun, sana bir kod gönderelim. Hiç giriş yapamıyorsan biriyle konuş.",
      keywords: "hesap hesabım giriş oturum şifre unuttum e-posta eposta kurtarma cihaz yasaklandı",
    },
    report: {
      question: "Birini nasıl şikâyet ederim?",
      answer: "Kişinin sayfasını ya da onunla sohbetini aç, menüyü aç ve Şikâyet et'i seç. En fazla 3 neden seç ve varsa ekran görüntüsü ekle; ekibimiz her şikâyeti inceler. Onu engelleyebilirsin de.",
      keywords: "şikâyet şikayet bildir taciz rahatsız kötüye engelle spam sahte dolandırıcı kaba uygunsuz",
    },
    gifts: {
      question: "Hediyeler nasıl çalışır?",
      answer: "Hediyeler bir sohbette, aramada ya da canlı yayın odasında jetonla gönderilir. Jetonlar hediye gönderilince düşülür, alan kişi puan kazanır.",
      keywords: "hediye hediyeler gönder armağan puan",
    },
    vip: {
      question: "VIP bana ne sağlar?",
      answer: "VIP sayfası üyeliğin sana neler sağladığını ve ne kadar tuttuğunu gösterir. VIP üyeler anları ücretsiz paylaşır.",
      keywords: "vip üyelik abonelik premium üye anlar",
    },
    games: {
      question: "Oyunlar nasıl çalışır?",
      answer: "Oyunlar Keşfet ve Ben sayfalarından açılır. Her tur bakiyendeki jetonlarla ödenir ve kazançlar bakiyene eklenir. Oyunun içinden jeton yükleyebilirsin.",
      keywords: "oyun oyunlar oyna tur kazan kazandım kaybet bahis",
    },
  },
};

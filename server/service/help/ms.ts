import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_MS: HelpCatalogue = {
  greeting: "Hai, saya pembantu Glint. Pilih soalan lazim di bawah atau taip soalan anda sendiri. Anda boleh minta bercakap dengan orang pada bila-bila masa.",
  noAnswer: "Saya tidak menemui jawapan untuk itu dalam bantuan kami. Ketik “Bercakap dengan orang” dan pasukan sokongan kami akan menjawab anda di sini.",
  queued: "Anda dalam giliran untuk bercakap dengan pasukan sokongan kami. Balasan mereka akan muncul dalam sembang ini, walaupun anda keluar dan kembali.",
  ratingRequest: "Perbualan ini telah tamat. Sila nilaikan dan beritahu kami sama ada masalah anda selesai.",
  topics: {
    coins: {
      question: "Di mana syiling saya?",
      answer: "Baki anda dipaparkan di halaman Saya. Syiling digunakan untuk panggilan seminit, mesej kepada hos, hadiah dan padanan berbayar. Syiling yang dibeli masuk sebaik sahaja pembayaran berjaya.",
      keywords: "syiling baki hilang lesap dibelanjakan dompet wang tambah nilai",
    },
    payments: {
      question: "Pembayaran saya gagal atau belum selesai",
      answer: "Pembayaran yang gagal tidak memotong syiling: cuba lagi atau pilih kaedah lain. Pembayaran yang belum selesai akan selesai sendiri dan syiling masuk apabila berjaya. Jika anda dicaj tetapi tiada syiling, bercakaplah dengan orang dan beritahu bila anda membayar.",
      keywords: "pembayaran bayar kad dicaj caj gagal ditolak tertunda bayaran balik tambah nilai beli pesanan bank",
    },
    calls: {
      question: "Bagaimana panggilan dicaj?",
      answer: "Panggilan video dan suara dicaj bagi setiap minit yang bermula mengikut harga pada kad hos; minit percuma digunakan dahulu. Apabila syiling habis panggilan tamat, dan halaman tamat panggilan menerangkan sebabnya.",
      keywords: "panggilan video suara minit harga caj kos tamat terputus kamera mikrofon",
    },
    account: {
      question: "Saya tidak dapat log masuk ke akaun saya",
      answer: "Jika anda log masuk dengan e-mel dan terlupa kata laluan, ketik “Lupa kata laluan?” di halaman log masuk e-mel dan kami akan menghantar kod. Jika anda langsung tidak dapat log masuk, bercakaplah dengan orang.",
      keywords: "akaun log masuk kata laluan lupa emel e-mel pulih peranti disekat",
    },
    report: {
      question: "Bagaimana melaporkan seseorang?",
      answer: "Buka halaman orang itu atau sembang anda dengannya, buka menu dan pilih Laporkan. Pilih sehingga 3 sebab dan tambah tangkapan skrin jika ada; pasukan kami menyemak setiap laporan. Anda juga boleh menyekatnya.",
      keywords: "laporkan lapor laporan gangguan ganggu penderaan sekat spam palsu penipuan biadab tidak sesuai",
    },
    gifts: {
      question: "Bagaimana hadiah berfungsi?",
      answer: "Hadiah dihantar dengan syiling dalam sembang, panggilan atau bilik langsung. Syiling ditolak apabila hadiah dihantar, dan penerima mendapat mata.",
      keywords: "hadiah hantar mata",
    },
    vip: {
      question: "Apa yang saya dapat daripada VIP?",
      answer: "Halaman VIP menyenaraikan faedah keahlian dan harganya. Ahli VIP menyiarkan momen secara percuma.",
      keywords: "vip keahlian langganan premium ahli momen",
    },
    games: {
      question: "Bagaimana permainan berfungsi?",
      answer: "Permainan dibuka dari Teroka dan Saya. Setiap pusingan dibayar dengan syiling daripada baki anda dan kemenangan ditambah kepadanya. Anda boleh tambah nilai dari dalam permainan.",
      keywords: "permainan main pusingan menang kalah pertaruhan",
    },
  },
};

import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_IN: HelpCatalogue = {
  greeting: "Halo, saya asisten Glint. Pilih pertanyaan umum di bawah atau ketik pertanyaan Anda sendiri. Anda bisa meminta bicara dengan orang kapan saja.",
  noAnswer: "Saya tidak menemukan jawabannya di bantuan kami. Ketuk “Bicara dengan orang” dan tim dukungan kami akan menjawab Anda di sini.",
  queued: "Anda dalam antrean untuk bicara dengan tim dukungan kami. Balasan mereka akan muncul di obrolan ini, meskipun Anda keluar lalu kembali.",
  ratingRequest: "Percakapan ini telah berakhir. Silakan beri nilai dan beri tahu kami apakah masalah Anda sudah selesai.",
  topics: {
    coins: {
      question: "Di mana koin saya?",
      answer: "Saldo Anda ditampilkan di halaman Saya. Koin dipakai untuk panggilan per menit, pesan ke host, hadiah, dan pencocokan berbayar. Koin yang dibeli masuk begitu pembayaran berhasil.",
      keywords: "koin saldo hilang lenyap terpakai dompet uang isi ulang",
    },
    payments: {
      question: "Pembayaran saya gagal atau tertunda",
      answer: "Pembayaran yang gagal tidak memotong koin: coba lagi atau pilih metode lain. Pembayaran tertunda selesai dengan sendirinya dan koin masuk saat berhasil. Jika Anda terpotong tetapi tidak menerima koin, bicaralah dengan orang dan sebutkan kapan Anda membayar.",
      keywords: "pembayaran bayar kartu terpotong tagihan gagal ditolak tertunda refund isi ulang beli pesanan bank",
    },
    calls: {
      question: "Bagaimana panggilan ditagih?",
      answer: "Panggilan video dan suara ditagih untuk setiap menit yang dimulai sesuai harga di kartu host; menit gratis dipakai lebih dulu. Saat koin Anda habis panggilan berakhir, dan halaman akhir panggilan menjelaskan alasannya.",
      keywords: "panggilan telepon video suara menit harga biaya tagihan berakhir terputus kamera mikrofon",
    },
    account: {
      question: "Saya tidak bisa masuk ke akun saya",
      answer: "Jika Anda masuk dengan email dan lupa kata sandi, ketuk “Lupa kata sandi?” di halaman masuk dengan email dan kami akan mengirimkan kode. Jika sama sekali tidak bisa masuk, bicaralah dengan orang.",
      keywords: "akun masuk login kata sandi lupa email pulihkan perangkat diblokir",
    },
    report: {
      question: "Bagaimana cara melaporkan seseorang?",
      answer: "Buka halaman orang itu atau obrolan Anda dengannya, buka menu lalu pilih Laporkan. Pilih hingga 3 alasan dan tambahkan tangkapan layar jika ada; tim kami meninjau setiap laporan. Anda juga bisa memblokirnya.",
      keywords: "laporkan lapor laporan pelecehan mengganggu blokir spam palsu penipuan kasar tidak pantas",
    },
    gifts: {
      question: "Bagaimana cara kerja hadiah?",
      answer: "Hadiah dikirim dengan koin di obrolan, panggilan, atau ruang live. Koin dipotong saat hadiah dikirim, dan penerima mendapat poin.",
      keywords: "hadiah kado kirim poin",
    },
    vip: {
      question: "Apa yang saya dapat dari VIP?",
      answer: "Halaman VIP menampilkan manfaat keanggotaan dan harganya. Anggota VIP memposting momen secara gratis.",
      keywords: "vip keanggotaan langganan premium anggota momen",
    },
    games: {
      question: "Bagaimana cara kerja game?",
      answer: "Game dibuka dari Jelajahi dan Saya. Setiap ronde dibayar dengan koin dari saldo Anda dan kemenangan ditambahkan ke saldo. Anda bisa isi ulang dari dalam game.",
      keywords: "game permainan main ronde menang kalah taruhan",
    },
  },
};

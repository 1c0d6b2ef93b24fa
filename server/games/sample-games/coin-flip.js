// Coin flip: heads or tails; a hit pays double (server/games/sample-games.ts).
window.GlintGame.start(function (t) { return [t('heads'), t('tails')]; });

// Tap the target: one of three targets is live; a hit pays triple (server/games/sample-games.ts).
window.GlintGame.start(function (t) { return [t('target', 1), t('target', 2), t('target', 3)]; });

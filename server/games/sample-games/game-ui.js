// The sample games' shared screen: the balance (game-balance), the stakes, the choices,
// the result, a recharge button (game-recharge) and a close button. Each game names
// its choices; the server draws, pays through the ledger and says the new balance.
(function () {
  'use strict';
  var TEXTS = {
    en: { limit: 'You reached the spending limit you set in Glint', coins: 'Coins', stake: 'Stake', pick: 'Make your pick', won: 'You won {n} coins!', lost: 'No luck this time', recharge: 'Get coins', close: 'Close', short: 'Not enough coins: get some to play', waiting: 'Finish the payment in Glint…', paid: 'Payment received. Balance: {n} coins', unpaid: 'The payment did not go through', over: 'This game session is over: open the game again', offline: 'No connection: try again', outside: 'Open this game from Glint', heads: 'Heads', tails: 'Tails', target: 'Target {n}' },
    es: { limit: 'Alcanzaste el límite de gasto que fijaste en Glint', coins: 'Monedas', stake: 'Apuesta', pick: 'Elige', won: '¡Ganaste {n} monedas!', lost: 'Sin suerte esta vez', recharge: 'Conseguir monedas', close: 'Cerrar', short: 'No tienes monedas suficientes: consigue más para jugar', waiting: 'Termina el pago en Glint…', paid: 'Pago recibido. Saldo: {n} monedas', unpaid: 'El pago no se completó', over: 'Esta sesión de juego terminó: abre el juego de nuevo', offline: 'Sin conexión: inténtalo de nuevo', outside: 'Abre este juego desde Glint', heads: 'Cara', tails: 'Cruz', target: 'Objetivo {n}' },
    ar: { limit: 'بلغت حد الإنفاق الذي حددته في Glint', coins: 'العملات', stake: 'الرهان', pick: 'اختر', won: 'ربحت {n} عملة!', lost: 'لا حظ هذه المرة', recharge: 'احصل على عملات', close: 'إغلاق', short: 'عملاتك لا تكفي: احصل على المزيد للعب', waiting: 'أكمل الدفع في Glint…', paid: 'تم استلام الدفعة. الرصيد: {n} عملة', unpaid: 'لم تكتمل عملية الدفع', over: 'انتهت جلسة اللعب: افتح اللعبة من جديد', offline: 'لا يوجد اتصال: حاول مرة أخرى', outside: 'افتح هذه اللعبة من Glint', heads: 'وجه', tails: 'كتابة', target: 'الهدف {n}' },
    pt: { limit: 'Você atingiu o limite de gastos que definiu no Glint', coins: 'Moedas', stake: 'Aposta', pick: 'Faça sua escolha', won: 'Você ganhou {n} moedas!', lost: 'Sem sorte desta vez', recharge: 'Obter moedas', close: 'Fechar', short: 'Moedas insuficientes: obtenha mais para jogar', waiting: 'Conclua o pagamento no Glint…', paid: 'Pagamento recebido. Saldo: {n} moedas', unpaid: 'O pagamento não foi concluído', over: 'Esta sessão de jogo terminou: abra o jogo novamente', offline: 'Sem conexão: tente novamente', outside: 'Abra este jogo pelo Glint', heads: 'Cara', tails: 'Coroa', target: 'Alvo {n}' },
    tr: { limit: 'Glint’te belirlediğin harcama sınırına ulaştın', coins: 'Jeton', stake: 'Bahis', pick: 'Seçimini yap', won: '{n} jeton kazandın!', lost: 'Bu sefer şans yok', recharge: 'Jeton al', close: 'Kapat', short: 'Yeterli jeton yok: oynamak için jeton al', waiting: 'Ödemeyi Glint’te tamamla…', paid: 'Ödeme alındı. Bakiye: {n} jeton', unpaid: 'Ödeme tamamlanmadı', over: 'Bu oyun oturumu bitti: oyunu yeniden aç', offline: 'Bağlantı yok: tekrar dene', outside: 'Bu oyunu Glint’ten aç', heads: 'Yazı', tails: 'Tura', target: 'Hedef {n}' },
  };
  var root = document.documentElement;
  var bridge = window.GlintBridge;
  var lang = 'en';

  function t(key, n) {
    var table = TEXTS[lang] || TEXTS.en;
    return (table[key] || TEXTS.en[key]).replace('{n}', String(n));
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  window.GlintGame = {
    /** `choiceLabels(t)` names each choice, in draw order (choice i is drawn as i). */
    start: function (choiceLabels) {
      var main = document.getElementById('game');
      var stakes = root.getAttribute('data-stakes').split(',').map(Number);
      var stake = stakes[0];
      var busy = false;
      var balanceNode = el('output', { 'data-testid': 'game-balance', 'aria-live': 'polite', 'class': 'game__balance' }, '—');
      var balanceLabel = el('span', { 'class': 'game__label' });
      var status = el('p', { 'class': 'game__status', 'role': 'status', 'data-testid': 'game-status' });
      var stakeGroup = el('div', { 'class': 'game__stakes', 'role': 'radiogroup' });
      var choiceGroup = el('div', { 'class': 'game__choices' });
      var rechargeButton = el('button', { type: 'button', 'class': 'game__recharge', 'data-testid': 'game-recharge' });
      var closeButton = el('button', { type: 'button', 'class': 'game__close', 'data-testid': 'game-page-close' });

      function setBalance(n) {
        balanceNode.textContent = String(n);
        balanceNode.setAttribute('data-value', String(n));
      }
      function say(text, kind) {
        status.textContent = text;
        status.setAttribute('data-kind', kind || 'info');
      }
      function render() {
        root.setAttribute('lang', lang);
        root.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        balanceLabel.textContent = t('coins');
        stakeGroup.setAttribute('aria-label', t('stake'));
        stakeGroup.textContent = '';
        stakes.forEach(function (value) {
          var b = el('button', { type: 'button', role: 'radio', 'aria-checked': String(value === stake), 'class': 'game__stake', 'data-testid': 'game-stake', 'data-value': String(value) }, String(value));
          b.addEventListener('click', function () { stake = value; render(); });
          stakeGroup.appendChild(b);
        });
        choiceGroup.textContent = '';
        choiceLabels(t).forEach(function (label, index) {
          var b = el('button', { type: 'button', 'class': 'game__choice', 'data-testid': 'game-choice', 'data-choice': String(index) }, label);
          b.addEventListener('click', function () { play(index); });
          choiceGroup.appendChild(b);
        });
        rechargeButton.textContent = t('recharge');
        closeButton.textContent = t('close');
      }
      function play(choice) {
        if (busy) return;
        busy = true;
        bridge.play(stake, choice).then(function (answer) {
          busy = false;
          if (typeof answer.balance === 'number') setBalance(answer.balance);
          if (answer.ok) say(answer.won ? t('won', answer.payout) : t('lost'), answer.won ? 'won' : 'lost');
          else if (answer.code === 'COINS.INSUFFICIENT') say(t('short'), 'error');
          else if (answer.code === 'SPEND.LIMIT') say(t('limit'), 'error');
          else if (answer.code === 'GAME.SESSION_OVER') say(t('over'), 'error');
          else say(t('offline'), 'error');
          main.setAttribute('data-rounds', String(Number(main.getAttribute('data-rounds') || '0') + (answer.ok ? 1 : 0)));
        }, function () {
          busy = false;
          say(t('offline'), 'error');
        });
      }

      var header = el('header', { 'class': 'game__header' });
      header.appendChild(balanceLabel);
      header.appendChild(balanceNode);
      main.appendChild(header);
      main.appendChild(stakeGroup);
      main.appendChild(choiceGroup);
      main.appendChild(status);
      var footer = el('footer', { 'class': 'game__footer' });
      footer.appendChild(rechargeButton);
      footer.appendChild(closeButton);
      main.appendChild(footer);
      render();

      if (!bridge.usable) {
        say(t('outside'), 'error');
        return;
      }
      rechargeButton.addEventListener('click', function () {
        say(t('waiting'));
        bridge.call('recharge', { coins: stake }).catch(function () { say(t('offline'), 'error'); });
      });
      closeButton.addEventListener('click', function () { bridge.call('pageClose', {}).catch(function () {}); });
      bridge.handle('rechargeSuccess', function (result) {
        if (result.success === true && typeof result.newBalance === 'number') {
          setBalance(result.newBalance);
          say(t('paid', result.newBalance), 'paid');
        } else {
          say(t('unpaid'), 'error');
        }
        main.setAttribute('data-recharge', result.success === true ? 'success' : 'failed');
        return {};
      });
      bridge.call('getStatus', {}).then(function (state) {
        if (typeof state.language === 'string') lang = TEXTS[state.language] ? state.language : 'en';
        if (typeof state.balance === 'number') setBalance(state.balance);
        render();
        main.setAttribute('data-ready', 'true');
      }, function () { say(t('offline'), 'error'); });
    },
  };
})();

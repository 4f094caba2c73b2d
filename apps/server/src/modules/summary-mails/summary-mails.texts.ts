import type { Language } from '@brewline/contracts/languages';

/**
 * The summary mails' words in every language the product speaks. Figures arrive already formatted for the language
 * (summary-mails.content.ts formats money, counts, percents and dates with Intl); a change arrives signed ('+12%'),
 * or null when the week before had nothing to compare with. The names the dashboard gives its screens (Overview,
 * Account, Payouts) are the web app's own words in each language.
 */
export interface SummaryTexts {
  /** The Intl locale for money, counts, percents and dates. */
  locale: string;
  signature: string;
  greeting(firstName: string): string;
  unsubscribeLabel: string;
  overviewLabel: string;

  morningSubject(p: { shop: string; gross: string; change: string | null; weekday: string }): string;
  morningIntro(p: { shop: string; date: string }): string;
  /** One figure against the same weekday a week before: gross sales or orders. */
  grossLine(p: { value: string; before: string; change: string | null; weekday: string }): string;
  ordersLine(p: { value: string; before: string; change: string | null; weekday: string }): string;
  topItemsTitle: string;
  topItem(p: { name: string; count: string }): string;
  noItems: string;
  membersLine(p: { joined: string; cancelled: string }): string;
  refundsLine(p: { count: string; amount: string }): string;
  noRefunds: string;
  morningWhy(shop: string): string;

  statementSubject(p: { shop: string; period: string }): string;
  statementIntro(p: { shop: string; period: string }): string;
  /** One payout: what was paid, on which day, for which week, and its status. */
  payoutLine(p: { amount: string; paidOn: string; week: string; orders: string }): string;
  statementAttachment(fileName: string): string;
  statementWhy(shop: string): string;
  /** The week's close, when the user asked for it: the tips to share, and the files attached besides the statement. */
  weekTipsLine(amount: string): string;
  weekCloseAttachments(files: string): string;
}

/** ' (+12%)' style pieces, in each language's own punctuation. */
const withChange = (before: string, change: string | null, separator: string) => (change ? `${before}${separator}${change}` : before);

export const SUMMARY_TEXTS: Record<Language, SummaryTexts> = {
  en: {
    locale: 'en-US',
    signature: 'The Brewline team',
    greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
    unsubscribeLabel: 'Unsubscribe',
    overviewLabel: 'Open the Overview',
    morningSubject: ({ shop, gross, change, weekday }) =>
      change ? `${shop}: ${gross} yesterday (${change} on last ${weekday})` : `${shop}: ${gross} yesterday`,
    morningIntro: ({ shop, date }) => `Here is how ${shop} did on ${date}.`,
    grossLine: ({ value, before, change, weekday }) => `Gross sales: ${value} (last ${weekday}: ${withChange(before, change, ', ')}).`,
    ordersLine: ({ value, before, change, weekday }) => `Orders: ${value} (last ${weekday}: ${withChange(before, change, ', ')}).`,
    topItemsTitle: 'Top items (units sold):',
    topItem: ({ name, count }) => `${name}: ${count}`,
    noItems: 'No items were sold.',
    membersLine: ({ joined, cancelled }) => `New members: ${joined}. Cancelled members: ${cancelled}.`,
    refundsLine: ({ count, amount }) => `Refunds: ${count}, for ${amount}.`,
    noRefunds: 'Refunds: none.',
    morningWhy: (shop) =>
      `You get this mail because you asked for the morning summary of ${shop} on your Account page. To stop it (no sign-in needed):`,
    statementSubject: ({ shop, period }) => `${shop}: payout statement, ${period}`,
    statementIntro: ({ shop, period }) => `Payouts paid to ${shop} last week (${period}):`,
    payoutLine: ({ amount, paidOn, week, orders }) => `${amount}, paid on ${paidOn}, for the week ${week} (${orders} orders).`,
    statementAttachment: (fileName) =>
      `The attached spreadsheet ${fileName} lists the transactions each payout pays, with their total, which equals the amount paid.`,
    statementWhy: (shop) =>
      `You get this mail because you asked for the weekly payout statement of ${shop} on your Account page. To stop it (no sign-in needed):`,
    weekTipsLine: (amount) => `Tips of the week to share: ${amount}.`,
    weekCloseAttachments: (files) =>
      `Also attached, as you asked on your Account page: the week's day close and its journal for your accountant (${files}).`,
  },
  zh: {
    locale: 'zh-CN',
    signature: 'Brewline 团队',
    greeting: (name) => (name ? `${name}，您好：` : '您好：'),
    unsubscribeLabel: '退订',
    overviewLabel: '打开概览',
    morningSubject: ({ shop, gross, change, weekday }) =>
      change ? `${shop}：昨日销售额 ${gross}（较上${weekday} ${change}）` : `${shop}：昨日销售额 ${gross}`,
    morningIntro: ({ shop, date }) => `以下是${shop}在${date}的经营情况。`,
    grossLine: ({ value, before, change, weekday }) => `销售总额：${value}（上${weekday}：${withChange(before, change, '，')}）。`,
    ordersLine: ({ value, before, change, weekday }) => `订单数：${value}（上${weekday}：${withChange(before, change, '，')}）。`,
    topItemsTitle: '热销商品（售出数量）：',
    topItem: ({ name, count }) => `${name}：${count}`,
    noItems: '当天没有售出商品。',
    membersLine: ({ joined, cancelled }) => `新会员：${joined}。取消的会员：${cancelled}。`,
    refundsLine: ({ count, amount }) => `退款：${count} 笔，共 ${amount}。`,
    noRefunds: '退款：无。',
    morningWhy: (shop) => `您收到这封邮件，是因为您在“账户”页面订阅了${shop}的每日早报。退订（无需登录）：`,
    statementSubject: ({ shop, period }) => `${shop}：结算单，${period}`,
    statementIntro: ({ shop, period }) => `${shop}上周（${period}）收到的结算：`,
    payoutLine: ({ amount, paidOn, week, orders }) => `${amount}，于${paidOn}支付，对应${week}这一周（${orders} 笔订单）。`,
    statementAttachment: (fileName) => `附件表格 ${fileName} 列出了每笔结算所包含的交易及其合计，合计等于实付金额。`,
    statementWhy: (shop) => `您收到这封邮件，是因为您在“账户”页面订阅了${shop}的每周结算单。退订（无需登录）：`,
    weekTipsLine: (amount) => `本周待分配的小费：${amount}。`,
    weekCloseAttachments: (files) => `按您在“账户”页面的要求，另附本周的日结表及供会计导入的日记账（${files}）。`,
  },
  ar: {
    locale: 'ar',
    signature: 'فريق Brewline',
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    unsubscribeLabel: 'إلغاء الاشتراك',
    overviewLabel: 'افتح النظرة العامة',
    morningSubject: ({ shop, gross, change, weekday }) =>
      change ? `${shop}: ${gross} أمس (${change} مقارنةً بيوم ${weekday} الماضي)` : `${shop}: ${gross} أمس`,
    morningIntro: ({ shop, date }) => `إليك أداء ${shop} يوم ${date}.`,
    grossLine: ({ value, before, change, weekday }) =>
      `إجمالي المبيعات: ${value} (يوم ${weekday} الماضي: ${withChange(before, change, '، ')}).`,
    ordersLine: ({ value, before, change, weekday }) => `الطلبات: ${value} (يوم ${weekday} الماضي: ${withChange(before, change, '، ')}).`,
    topItemsTitle: 'الأصناف الأكثر مبيعًا (الكمية المباعة):',
    topItem: ({ name, count }) => `${name}: ${count}`,
    noItems: 'لم يُبع أي صنف.',
    membersLine: ({ joined, cancelled }) => `أعضاء جدد: ${joined}. أعضاء ألغوا عضويتهم: ${cancelled}.`,
    refundsLine: ({ count, amount }) => `المبالغ المستردة: ${count}، بقيمة ${amount}.`,
    noRefunds: 'المبالغ المستردة: لا يوجد.',
    morningWhy: (shop) => `تصلك هذه الرسالة لأنك طلبت الملخص الصباحي لـ ${shop} من صفحة الحساب. لإيقافها (دون تسجيل الدخول):`,
    statementSubject: ({ shop, period }) => `${shop}: كشف المدفوعات، ${period}`,
    statementIntro: ({ shop, period }) => `المدفوعات التي تلقاها ${shop} الأسبوع الماضي (${period}):`,
    payoutLine: ({ amount, paidOn, week, orders }) => `${amount}، دُفعت في ${paidOn}، عن الأسبوع ${week} (${orders} طلبات).`,
    statementAttachment: (fileName) =>
      `يسرد جدول البيانات المرفق ${fileName} المعاملات التي تغطيها كل دفعة مع مجموعها، وهو يساوي المبلغ المدفوع.`,
    statementWhy: (shop) => `تصلك هذه الرسالة لأنك طلبت كشف المدفوعات الأسبوعي لـ ${shop} من صفحة الحساب. لإيقافها (دون تسجيل الدخول):`,
    weekTipsLine: (amount) => `إكراميات الأسبوع للتوزيع: ${amount}.`,
    weekCloseAttachments: (files) => `مرفق أيضًا، كما طلبت من صفحة الحساب: إقفال أيام الأسبوع ودفتر اليومية لمحاسبك (${files}).`,
  },
  it: {
    locale: 'it-IT',
    signature: 'Il team di Brewline',
    greeting: (name) => (name ? `Ciao ${name},` : 'Salve,'),
    unsubscribeLabel: "Annulla l'iscrizione",
    overviewLabel: 'Apri la Panoramica',
    morningSubject: ({ shop, gross, change, weekday }) =>
      change ? `${shop}: ${gross} ieri (${change} rispetto a ${weekday} della settimana scorsa)` : `${shop}: ${gross} ieri`,
    morningIntro: ({ shop, date }) => `Ecco com'è andata ${shop} ${date}.`,
    grossLine: ({ value, before, change, weekday }) =>
      `Vendite lorde: ${value} (${weekday} della settimana scorsa: ${withChange(before, change, ', ')}).`,
    ordersLine: ({ value, before, change, weekday }) =>
      `Ordini: ${value} (${weekday} della settimana scorsa: ${withChange(before, change, ', ')}).`,
    topItemsTitle: 'Articoli più venduti (unità):',
    topItem: ({ name, count }) => `${name}: ${count}`,
    noItems: 'Nessun articolo venduto.',
    membersLine: ({ joined, cancelled }) => `Nuovi membri: ${joined}. Iscrizioni annullate: ${cancelled}.`,
    refundsLine: ({ count, amount }) => `Rimborsi: ${count}, per ${amount}.`,
    noRefunds: 'Rimborsi: nessuno.',
    morningWhy: (shop) =>
      `Ricevi questa email perché hai chiesto il riepilogo del mattino di ${shop} nella pagina Account. Per non riceverla più (senza accedere):`,
    statementSubject: ({ shop, period }) => `${shop}: estratto dei pagamenti, ${period}`,
    statementIntro: ({ shop, period }) => `Pagamenti ricevuti da ${shop} la settimana scorsa (${period}):`,
    payoutLine: ({ amount, paidOn, week, orders }) => `${amount}, pagato il ${paidOn}, per la settimana ${week} (ordini: ${orders}).`,
    statementAttachment: (fileName) =>
      `Il foglio di calcolo allegato ${fileName} elenca le transazioni coperte da ogni pagamento, con il totale, pari all'importo pagato.`,
    statementWhy: (shop) =>
      `Ricevi questa email perché hai chiesto l'estratto settimanale dei pagamenti di ${shop} nella pagina Account. Per non riceverla più (senza accedere):`,
    weekTipsLine: (amount) => `Mance della settimana da distribuire: ${amount}.`,
    weekCloseAttachments: (files) =>
      `In allegato anche, come richiesto nella pagina Account: la chiusura giornaliera della settimana e il suo giornale per il commercialista (${files}).`,
  },
  es: {
    locale: 'es-ES',
    signature: 'El equipo de Brewline',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    unsubscribeLabel: 'Darse de baja',
    overviewLabel: 'Abrir el Resumen',
    morningSubject: ({ shop, gross, change, weekday }) =>
      change ? `${shop}: ${gross} ayer (${change} frente al ${weekday} pasado)` : `${shop}: ${gross} ayer`,
    morningIntro: ({ shop, date }) => `Así le fue a ${shop} el ${date}.`,
    grossLine: ({ value, before, change, weekday }) =>
      `Ventas brutas: ${value} (el ${weekday} pasado: ${withChange(before, change, ', ')}).`,
    ordersLine: ({ value, before, change, weekday }) => `Pedidos: ${value} (el ${weekday} pasado: ${withChange(before, change, ', ')}).`,
    topItemsTitle: 'Artículos más vendidos (unidades):',
    topItem: ({ name, count }) => `${name}: ${count}`,
    noItems: 'No se vendió ningún artículo.',
    membersLine: ({ joined, cancelled }) => `Miembros nuevos: ${joined}. Miembros que cancelaron: ${cancelled}.`,
    refundsLine: ({ count, amount }) => `Reembolsos: ${count}, por ${amount}.`,
    noRefunds: 'Reembolsos: ninguno.',
    morningWhy: (shop) =>
      `Recibe este correo porque pidió el resumen matutino de ${shop} en su página Cuenta. Para dejar de recibirlo (sin iniciar sesión):`,
    statementSubject: ({ shop, period }) => `${shop}: extracto de pagos, ${period}`,
    statementIntro: ({ shop, period }) => `Pagos recibidos por ${shop} la semana pasada (${period}):`,
    payoutLine: ({ amount, paidOn, week, orders }) => `${amount}, pagado el ${paidOn}, por la semana ${week} (pedidos: ${orders}).`,
    statementAttachment: (fileName) =>
      `La hoja de cálculo adjunta ${fileName} enumera las transacciones que cubre cada pago, con su total, igual al importe pagado.`,
    statementWhy: (shop) =>
      `Recibe este correo porque pidió el extracto semanal de pagos de ${shop} en su página Cuenta. Para dejar de recibirlo (sin iniciar sesión):`,
    weekTipsLine: (amount) => `Propinas de la semana para repartir: ${amount}.`,
    weekCloseAttachments: (files) =>
      `También adjuntos, como pediste en la página Cuenta: el cierre diario de la semana y su libro diario para tu contable (${files}).`,
  },
  fr: {
    locale: 'fr-FR',
    signature: "L'équipe Brewline",
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    unsubscribeLabel: 'Se désabonner',
    overviewLabel: "Ouvrir la vue d'ensemble",
    morningSubject: ({ shop, gross, change, weekday }) =>
      change ? `${shop} : ${gross} hier (${change} par rapport à ${weekday} dernier)` : `${shop} : ${gross} hier`,
    morningIntro: ({ shop, date }) => `Voici la journée de ${shop} du ${date}.`,
    grossLine: ({ value, before, change, weekday }) =>
      `Ventes brutes : ${value} (${weekday} dernier : ${withChange(before, change, ', ')}).`,
    ordersLine: ({ value, before, change, weekday }) => `Commandes : ${value} (${weekday} dernier : ${withChange(before, change, ', ')}).`,
    topItemsTitle: 'Meilleures ventes (unités vendues) :',
    topItem: ({ name, count }) => `${name} : ${count}`,
    noItems: "Aucun article n'a été vendu.",
    membersLine: ({ joined, cancelled }) => `Nouveaux membres : ${joined}. Membres résiliés : ${cancelled}.`,
    refundsLine: ({ count, amount }) => `Remboursements : ${count}, pour ${amount}.`,
    noRefunds: 'Remboursements : aucun.',
    morningWhy: (shop) =>
      `Vous recevez ce message parce que vous avez demandé le résumé du matin de ${shop} sur votre page Compte. Pour ne plus le recevoir (sans vous connecter) :`,
    statementSubject: ({ shop, period }) => `${shop} : relevé des versements, ${period}`,
    statementIntro: ({ shop, period }) => `Versements reçus par ${shop} la semaine dernière (${period}) :`,
    payoutLine: ({ amount, paidOn, week, orders }) => `${amount}, versé le ${paidOn}, pour la semaine ${week} (commandes : ${orders}).`,
    statementAttachment: (fileName) =>
      `Le tableur joint ${fileName} liste les transactions que couvre chaque versement, avec leur total, égal au montant versé.`,
    statementWhy: (shop) =>
      `Vous recevez ce message parce que vous avez demandé le relevé hebdomadaire des versements de ${shop} sur votre page Compte. Pour ne plus le recevoir (sans vous connecter) :`,
    weekTipsLine: (amount) => `Pourboires de la semaine à partager : ${amount}.`,
    weekCloseAttachments: (files) =>
      `Également joints, comme demandé sur la page Compte : la clôture journalière de la semaine et son journal pour votre comptable (${files}).`,
  },
};

/**
 * The screen holds only this small list of common words, 3 to 6 letters
 * (docs/rules.md#wordree-on-screen). A word in it skips the dictionary call; every other word is
 * checked by the server, which referees all.
 */
export const FALLBACK_WORDS: ReadonlySet<string> = new Set(
  (
    'add aid aim all and any ape are arm ask ate bag bar bay bed bet big box boy bug bus buy ' +
    'can car cat cry cup day did die dog dot due ear egg end eye fan fat fed fig fin fix fly ' +
    'for fox fur gap gem get hat hen hid him hop how hug ink its jar jet joy key kit lap lay ' +
    'led let lid lip lit lot low map mat men met mud nap new not now oak oar odd off old one ' +
    'our out own pan paw pay pen pet pig pin pot put ran rat ray red rid rim row rub run sat ' +
    'saw sea see she sip six sky sun tan tar tea the tie tip toe top toy two use wet who win ' +
    'won yet zoo able also area arms back bake band bank bare barn bean bear beat bell best ' +
    'bird boat body bone book born both cake call calm came care cart case cast cats coat code ' +
    'cold come cone cook cool core dare dark data date dear deer desk dine dirt dose down east ' +
    'easy edge else fade fair fame farm fast fear feet fire fish five game gate gear gift goal ' +
    'gold good hair earth heart house light money night place plant point river round smile ' +
    'stone story table water world bread chair dream green horse music ocean paper party sheep ' +
    'small sound start garden letter little animal castle listen master planet silver simple ' +
    'winter yellow orange'
  ).split(' '),
);

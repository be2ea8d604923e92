import type { Locale } from './locales.ts';

/**
 * The labels Art. 11a(1) and (3) of Directive 2011/83/EU (inserted by Directive (EU) 2023/2673, OJ L
 * 2023/2673) prescribes for the withdrawal function and its confirmation, in each language's official
 * version: the words are the Official Journal's, only the first letter is capitalised for a button.
 * Sources and how far each is verified: docs/legal-wording.md#the-labels-per-language.
 */
export const WITHDRAWAL_BUTTON: Readonly<Record<Locale, { withdraw: string; confirm: string }>> = {
  // DE: OJ DE via eitanp214/eu-withdrawal-button-wording; Art. 11a DE text on mein.kiehl.de (no "hier")
  de: { withdraw: 'Vertrag widerrufen', confirm: 'Widerruf bestätigen' },
  // EN: OJ EN via eitanp214/eu-withdrawal-button-wording; quoted by tcilaw.de and loyensloeff.com
  en: { withdraw: 'Withdraw from contract here', confirm: 'Confirm withdrawal' },
  // ES: OJ ES via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  es: { withdraw: 'Desistir del contrato aquí', confirm: 'Confirmar desistimiento' },
  // FR: OJ FR via eitanp214/eu-withdrawal-button-wording; same words in art. D. 221-5 C. consom. (décret 2026-3)
  fr: { withdraw: 'Renoncer au contrat ici', confirm: 'Confirmer la rétractation' },
  // IT: OJ IT via eitanp214/eu-withdrawal-button-wording; same words in art. 54-bis Codice del consumo
  it: { withdraw: 'Recedere dal contratto qui', confirm: 'Conferma recesso' },
  // PT: OJ PT via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  pt: { withdraw: 'Retrate-se do contrato aqui', confirm: 'Confirmar retratação' },
  // NL: OJ NL via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  nl: { withdraw: 'Hier de overeenkomst herroepen', confirm: 'Herroeping bevestigen' },
  // SK: OJ SK via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  sk: { withdraw: 'Odstúpiť od zmluvy tu', confirm: 'Potvrdiť odstúpenie od zmluvy' },
  // FI: OJ FI via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  fi: { withdraw: 'Peruuta sopimus tästä', confirm: 'Vahvista peruuttaminen' },
  // EL: OJ EL via eitanp214/eu-withdrawal-button-wording; same words in art. 3ζα law 2251/1994
  el: { withdraw: 'Πατήστε εδώ για υπαναχώρηση', confirm: 'Επιβεβαίωση υπαναχώρησης' },
  // SV: OJ SV via eitanp214/eu-withdrawal-button-wording; "ångra avtalet här" in 2 kap. 10 a § DAL
  sv: { withdraw: 'Ångra avtalet här', confirm: 'Bekräfta frånträde' },
  // PL: OJ PL via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  pl: { withdraw: 'Odstąp od umowy tutaj', confirm: 'Potwierdź odstąpienie od umowy' },
  // CS: OJ CS via eitanp214/eu-withdrawal-button-wording; second compilation in the code index agrees
  cs: { withdraw: 'Zde odstoupit od smlouvy', confirm: 'Potvrdit odstoupení od smlouvy' },
  // DA: OJ DA via eitanp214/eu-withdrawal-button-wording (no "her"); second compilation agrees
  da: { withdraw: 'Fortryd aftale', confirm: 'Bekræft fortrydelse' },
  // RO: OJ RO via eitanp214/eu-withdrawal-button-wording; same withdraw words in art. 11¹ OUG 34/2014
  ro: { withdraw: 'Retrageți-vă din contract aici', confirm: 'Confirmați retragerea' },
  // HU: OJ HU via eitanp214/eu-withdrawal-button-wording (no "itt"); second compilation agrees
  hu: { withdraw: 'Elállás a szerződéstől', confirm: 'Elállás megerősítése' },
};

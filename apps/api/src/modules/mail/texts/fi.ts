import type { MailTexts } from './types.ts';

export const fi: MailTexts = {
  greeting: 'Hei {name},',
  greetingAnonymous: 'Hei,',
  closing: 'Ystävällisin terveisin',
  signature: '{shop}-tiimi',
  footer:
    'Saat tämän viestin, koska {shop}-tililläsi on tehty toimenpide tai tällä sähköpostiosoitteella on tehty pyyntö.',
  welcome: {
    subject: 'Tervetuloa {shop}-asiakkaaksi',
    intro: 'Kiitos, että loit itsellesi {shop}-tilin.',
    body: 'Nyt voit tallentaa osoitteesi, seurata tilauksiasi ja pakettejasi, palauttaa tuotteita ja kerätä pisteitä – kaikki yhdessä paikassa.',
    action: 'Siirry omalle tilille',
  },
  passwordReset: {
    subject: 'Nollaa {shop}-tilisi salasana',
    intro:
      'Saimme pyynnön tilisi salasanan nollaamisesta. Valitse uusi salasana alla olevan painikkeen kautta.',
    action: 'Valitse uusi salasana',
    expiry: 'Linkki toimii vain kerran ja vanhenee {minutes} minuutin kuluttua.',
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta. Salasanasi pysyy ennallaan.',
  },
  passwordChanged: {
    subject: '{shop}-tilisi salasana on vaihdettu',
    body: 'Tilisi salasana vaihdettiin juuri. Sinut on kirjattu ulos muilta laitteilta, joilla olit kirjautuneena.',
    notYou: 'Jos et itse vaihtanut salasanaa, nollaa salasanasi heti ja ota yhteyttä asiakaspalveluumme.',
  },
  supportConfirmation: {
    subject: 'Olemme vastaanottaneet viestisi',
    body: 'Kiitos yhteydenotostasi. Asiakaspalvelumme vastaa sinulle kahden arkipäivän kuluessa.',
    yourMessage: 'Viestisi:',
    reply: 'Jos haluat lisätä jotain, voit vastata tähän viestiin.',
  },
  stockAlert: {
    subject: '{product} on taas varastossa',
    body: 'Hyviä uutisia: {product} on jälleen saatavilla.',
    action: 'Tilaa nyt',
    once: 'Lähetämme tämän ilmoituksen vain kerran. Jos haluat uuden ilmoituksen, tilaa se uudelleen tuotesivulta.',
  },
};

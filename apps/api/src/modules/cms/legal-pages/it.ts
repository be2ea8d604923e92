import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Testo di esempio: questa pagina è stata compilata con un modello alla creazione del negozio. Il gestore del negozio deve sostituirlo con un testo proprio e farlo verificare da un legale.';

export const it: LocalePages = {
  imprint: {
    title: 'Note legali',
    slug: 'note-legali',
    body: `${SAMPLE}

## Gestore del negozio
{shopName}
{shopAddress}

## Rappresentanza legale
Amministrazione: {shopRepresentative}

## Contatti
Telefono: {shopPhone}
E-mail: {shopEmail}

## Iscrizione al registro delle imprese
{shopRegister}

## Partita IVA
{shopVatId}

## Responsabile dei contenuti
{shopRepresentative}, {shopAddress}

## Risoluzione delle controversie dei consumatori
La piattaforma europea per la risoluzione delle controversie online (ODR) è stata chiusa il 20 luglio 2025: per questo non la colleghiamo più. Non siamo obbligati né disposti a partecipare a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori. Se qualcosa è andato storto con il tuo ordine, scrivici a {shopEmail}: cercheremo una soluzione insieme a te.`,
  },
  terms: {
    title: 'Condizioni generali di vendita',
    slug: 'condizioni-generali-di-vendita',
    body: `${SAMPLE}

## 1. Ambito di applicazione
Le presenti condizioni si applicano a tutti gli ordini effettuati nel negozio online di {shopName}, {shopAddress} («noi»). Sei un consumatore se acquisti per scopi estranei, in prevalenza, alla tua attività imprenditoriale, commerciale, artigianale o professionale.

## 2. Conclusione del contratto
La presentazione dei prodotti nel negozio non costituisce un'offerta vincolante, ma un invito a ordinare. Facendo clic sul pulsante «Ordina e paga» alla fine della procedura d'ordine, formuli una proposta d'acquisto vincolante per gli articoli nel tuo carrello. Accettiamo la tua proposta con la conferma d'ordine, che ti inviamo per e-mail non appena il pagamento è andato a buon fine (subito, se per l'ordine non c'è nulla da pagare); con questa accettazione il contratto è concluso. La conferma d'ordine contiene il testo del contratto con i dati del tuo ordine e le informazioni sul recesso, così li ricevi entrambi su un supporto durevole; contiene anche un link alle presenti condizioni, che puoi consultare, salvare e stampare in qualsiasi momento in questa pagina. La lingua del contratto è quella del negozio in cui ordini. Conserviamo inoltre il testo del contratto.

## 3. Prezzi
Tutti i prezzi sono prezzi finali in euro, comprensivi dell'IVA di legge. Le spese di spedizione sono indicate nel carrello e durante l'ordine, prima della conferma. I clienti aziendali con una partita IVA valida di un altro Stato membro dell'UE ricevono la fattura senza IVA (inversione contabile).

## 4. Consegna
Spediamo nei paesi proposti durante l'ordine. Tempi e spese di spedizione sono descritti nella pagina «Spedizione e pagamento».

## 5. Pagamento e riserva di proprietà
Paghi con carta di credito o di debito; l'importo viene addebitato quando effettui l'ordine. Gli articoli restano di nostra proprietà fino al pagamento completo.

## 6. Diritto di recesso
Come consumatore hai un diritto di recesso legale di 14 giorni. Ti concediamo volontariamente {returnDays} giorni dalla consegna dell’ultimo pacco, e il reso dei beni è gratuito con la nostra etichetta di reso prepagata. Puoi recedere con il pulsante «Recedere dal contratto qui» in fondo a ogni pagina o nella pagina del tuo ordine. Trovi i dettagli e il modulo di recesso tipo nella pagina «Diritto di recesso».

## 7. Garanzia legale
Si applica la garanzia legale di conformità: rispondiamo dei difetti di conformità esistenti al momento della consegna che si manifestano entro due anni dalla stessa. Un'eventuale garanzia commerciale del produttore si aggiunge a questi diritti e non li limita.

## 8. Responsabilità
Rispondiamo senza limiti in caso di dolo e colpa grave e in caso di danni alla vita, all'integrità fisica o alla salute. In caso di colpa lieve rispondiamo solo per la violazione di obblighi contrattuali essenziali, nei limiti del danno tipico e prevedibile per il contratto. Resta salva la responsabilità per danno da prodotti difettosi.

## 9. Legge applicabile
Si applica la legge del paese in cui abbiamo sede ({shopCountry}), con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci. Se sei un consumatore, questa scelta non ti priva della protezione garantita dalle norme imperative del paese in cui hai la residenza abituale.`,
  },
  privacy: {
    title: 'Informativa sulla privacy',
    slug: 'informativa-privacy',
    body: `${SAMPLE}

## 1. Titolare del trattamento
Il titolare del trattamento ai sensi del Regolamento generale sulla protezione dei dati (GDPR) è {shopName}, {shopAddress}, telefono {shopPhone}, e-mail {shopEmail}.

## 2. Quali dati trattiamo e perché
- Ordini: nome, indirizzi, indirizzo e-mail, numero di telefono se indicato, articoli ordinati e stato del pagamento, per concludere ed eseguire il contratto (art. 6, par. 1, lett. b GDPR).
- Account cliente: i dati che inserisci alla registrazione e nel tuo account, per mettere a disposizione l'account (art. 6, par. 1, lett. b GDPR).
- Avvisi di disponibilità: il tuo indirizzo e-mail e il prodotto, per avvisarti una volta quando torna disponibile, sulla base del tuo consenso (art. 6, par. 1, lett. a GDPR), che puoi revocare in qualsiasi momento.
- Servizio clienti: i tuoi messaggi e le nostre risposte, per gestire la tua richiesta (art. 6, par. 1, lett. b e f GDPR).
- Contabilità: fatture e documenti di pagamento, per adempiere agli obblighi legali di conservazione (art. 6, par. 1, lett. c GDPR).
- Sicurezza: log del server con l'indirizzo IP, conservati per pochi giorni per individuare e respingere gli attacchi (art. 6, par. 1, lett. f GDPR).
- Reazioni agli articoli del magazine: un hash non reversibile del tuo indirizzo IP e del browser (mai l'indirizzo stesso), perché ogni visitatore conti una sola volta (art. 6, par. 1, lett. f GDPR).

## 3. Destinatari
Comunichiamo dati solo quando il tuo ordine lo richiede: al fornitore di servizi di pagamento che elabora il pagamento con carta, al corriere che consegna il pacco (nome e indirizzo di consegna, oltre a e-mail o telefono per l'avviso di consegna) e ai nostri fornitori di hosting e di posta elettronica, che trattano i dati per nostro conto in base a un contratto di nomina a responsabile del trattamento (art. 28 GDPR). Se un fornitore ha sede fuori dall'UE o dal SEE, i dati vengono trasferiti solo sulla base di una decisione di adeguatezza o delle clausole contrattuali tipo dell'UE.

## 4. Periodo di conservazione
Cancelliamo i tuoi dati non appena non sono più necessari per queste finalità. I dati dei contratti e delle fatture sono conservati per il tempo previsto dalla normativa civilistica e fiscale (fino a dieci anni). Un avviso di disponibilità viene conservato finché il prodotto resta nel nostro assortimento; l'account cliente resta attivo finché non ci chiedi di cancellarlo.

## 5. Cookie
Il negozio usa solo cookie tecnici necessari: mantengono l'accesso al tuo account e terminano quando esci, al più tardi dopo 30 giorni. Non usiamo cookie di analisi, di tracciamento o pubblicitari e non trasmettiamo dati a circuiti pubblicitari.

## 6. I tuoi diritti
Hai diritto di accesso (art. 15 GDPR), di rettifica (art. 16), di cancellazione (art. 17), di limitazione del trattamento (art. 18), alla portabilità dei dati (art. 20) e di opposizione al trattamento basato sul legittimo interesse (art. 21). Basta un messaggio a {shopEmail}.

## 7. Reclamo
Puoi proporre reclamo a un'autorità di controllo per la protezione dei dati, in particolare nello Stato membro dell'UE in cui risiedi o lavori oppure in cui si è verificata la presunta violazione.`,
  },
  withdrawal: {
    title: 'Diritto di recesso',
    slug: 'diritto-di-recesso',
    body: `${SAMPLE}

## Diritto di recesso
Hai il diritto di recedere dal presente contratto, senza indicarne le ragioni, entro 14 giorni.

Il periodo di recesso scade dopo 14 giorni dal giorno in cui tu o un terzo, diverso dal vettore e da te designato, acquisisci il possesso fisico dei beni. Se hai ordinato più beni con un unico ordine e vengono consegnati separatamente, il periodo scade dopo 14 giorni dal giorno in cui tu o un terzo, diverso dal vettore e da te designato, acquisisci il possesso fisico dell'ultimo bene.

Per esercitare il diritto di recesso, sei tenuto a informarci ({shopName}, {shopAddress}, telefono {shopPhone}, e-mail {shopEmail}) della tua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o e-mail). A tal fine puoi utilizzare il modulo di recesso tipo riportato qui sotto, ma non è obbligatorio.

Per rispettare il termine di recesso, è sufficiente che tu invii la comunicazione relativa all'esercizio del diritto di recesso prima della scadenza del periodo di recesso.

## Effetti del recesso
Se recedi dal presente contratto, ti saranno rimborsati tutti i pagamenti che hai effettuato a nostro favore, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla tua eventuale scelta di un tipo di consegna diverso dal tipo meno costoso di consegna standard da noi offerto), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da te usato per la transazione iniziale, salvo che tu non abbia espressamente convenuto altrimenti; in ogni caso, non dovrai sostenere alcun costo quale conseguenza di tale rimborso.

Il rimborso può essere sospeso fino al ricevimento dei beni oppure fino all'avvenuta dimostrazione da parte tua di aver rispedito i beni, se precedente.

Sei pregato di rispedire i beni o di consegnarli a noi ({shopAddress}) senza indebiti ritardi e in ogni caso entro 14 giorni dal giorno in cui ci hai comunicato il tuo recesso dal presente contratto. Il termine è rispettato se rispedisci i beni prima della scadenza del periodo di 14 giorni.

I costi della restituzione dei beni saranno a nostro carico.

Sei responsabile unicamente della diminuzione del valore dei beni risultante da una manipolazione dei beni diversa da quella necessaria per stabilire la natura, le caratteristiche e il funzionamento dei beni.

## Recesso online e reso gratuito
Puoi recedere anche online: usa il pulsante «Recedere dal contratto qui» in fondo a ogni pagina o nella pagina del tuo ordine. Ti confermeremo senza ritardo per e-mail la ricezione del tuo recesso.

Oltre al termine di legge, ti concediamo volontariamente {returnDays} giorni dalla consegna dell’ultimo pacco del tuo ordine per recedere e restituire i beni. Il reso non ti costa nulla: usa la nostra etichetta di reso prepagata, che ti inviamo con la conferma del recesso.

## Modulo di recesso tipo
(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)

- Destinatario: {shopName}, {shopAddress}, e-mail {shopEmail}
- Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)
- Ordinato il (*)/ricevuto il (*)
- Nome del/dei consumatore(i)
- Indirizzo del/dei consumatore(i)
- Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)
- Data

(*) Cancellare la dicitura inutile.`,
  },
  shipping: {
    title: 'Spedizione e pagamento',
    slug: 'spedizione-e-pagamento',
    body: `${SAMPLE}

## Paesi di spedizione
Spediamo in tutti i paesi che puoi scegliere come paese di consegna durante l'ordine.

## Tempi di consegna
Gli articoli disponibili lasciano il nostro magazzino entro 1–2 giorni lavorativi dall'ordine. La consegna richiede poi di solito 1–3 giorni lavorativi nel paese in cui abbiamo sede ({shopCountry}) e 3–7 giorni lavorativi verso gli altri paesi. Ogni scheda prodotto indica se l'articolo è disponibile.

## Spese di spedizione
Le spese di spedizione dipendono dal paese di consegna, dal metodo di spedizione scelto e dal peso del pacco. Sono indicate nel carrello e durante l'ordine, prima della conferma.

## Pagamento
Paghi in modo sicuro con carta di credito o di debito. Inserisci i dati della carta direttamente presso il nostro fornitore di servizi di pagamento: noi non li vediamo né li conserviamo mai. Alcune banche ti chiedono di confermare il pagamento nella loro app (3-D Secure). L'importo viene addebitato quando effettui l'ordine; i rimborsi tornano sulla stessa carta.

## Spedizioni fuori dall'UE
All'interno dell'UE non si pagano dazi. Per le spedizioni fuori dall'UE non addebitiamo l'IVA; il paese di destinazione può applicare dazi e imposte all'importazione, che il corriere riscuote alla consegna.`,
  },
  contact: {
    title: 'Contatti',
    slug: 'contatti',
    body: `${SAMPLE}

## Servizio clienti
Hai una domanda su un prodotto, un ordine, una consegna o un reso? Il nostro team ti risponde di persona via e-mail e al telefono.

Vuoi restituire qualcosa? Avvia il reso su {returnUrl}: è gratuito con la nostra etichetta di reso prepagata.

E-mail: {shopEmail}
Telefono: {shopPhone}

## Orari
Dal lunedì al venerdì, dalle 9:00 alle 17:00. Rispondiamo alle e-mail entro due giorni lavorativi. Le chiamate costano quanto il tuo operatore addebita per le chiamate verso il paese in cui abbiamo sede ({shopCountry}).

## Indirizzo postale
{shopName}
{shopAddress}

## Account cliente
Se hai un account cliente, puoi scriverci anche dalla pagina «Assistenza» del tuo account; riceverai una copia del tuo messaggio via e-mail.

## Recesso
Per recedere da un acquisto, consulta la pagina «Diritto di recesso»: spiega come fare e contiene il modulo di recesso tipo.`,
  },
};

import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Text exemplificativ: această pagină a fost completată cu un model la crearea magazinului. Operatorul magazinului trebuie să îl înlocuiască cu propriul text și să îl supună verificării unui jurist.';

export const ro: LocalePages = {
  imprint: {
    title: 'Informații legale',
    slug: 'informatii-legale',
    body: `${SAMPLE}

## Operatorul magazinului
{shopName}
{shopAddress}

## Reprezentant legal
Administrator: {shopRepresentative}

## Contact
Telefon: {shopPhone}
E-mail: {shopEmail}

## Înregistrare
{shopRegister}

## Cod de identificare în scopuri de TVA
{shopVatId}

## Responsabil pentru conținut
{shopRepresentative}, {shopAddress}

## Soluționarea litigiilor cu consumatorii
Platforma europeană de soluționare online a litigiilor (SOL) a fost închisă la 20 iulie 2025, de aceea nu mai trimitem către ea. Nu suntem obligați și nici dispuși să participăm la proceduri de soluționare alternativă a litigiilor în fața unei entități de soluționare a litigiilor cu consumatorii. Dacă ceva nu a mers bine cu comanda dumneavoastră, scrieți-ne la {shopEmail}: vom găsi împreună o soluție.`,
  },
  terms: {
    title: 'Termeni și condiții',
    slug: 'termeni-si-conditii',
    body: `${SAMPLE}

## 1. Domeniu de aplicare
Acești termeni se aplică tuturor comenzilor plasate în magazinul online al societății {shopName}, {shopAddress} („noi”). Sunteți consumator dacă faceți cumpărături în scopuri care, în cea mai mare parte, nu țin de activitatea dumneavoastră comercială, industrială, de producție, artizanală sau liberală.

## 2. Încheierea contractului
Prezentarea produselor în magazin nu este o ofertă fermă, ci o invitație de a comanda. Făcând clic pe butonul „Comandă cu obligație de plată” la finalul procesului de comandă, faceți o ofertă fermă de cumpărare a produselor din coș. Acceptăm oferta dumneavoastră prin confirmarea comenzii, pe care v-o trimitem prin e-mail imediat ce plata a fost efectuată cu succes (de îndată, dacă pentru comandă nu aveți nimic de plătit); contractul se încheie prin această acceptare. Confirmarea comenzii conține textul contractului cu datele comenzii dumneavoastră și informațiile privind dreptul de retragere, astfel încât le primiți pe un suport durabil; de asemenea, conține un link către acești termeni, pe care îi puteți consulta, salva și tipări oricând pe această pagină. Limba contractului este limba magazinului în care comandați. În plus, păstrăm textul contractului.

## 3. Prețuri
Toate prețurile sunt prețuri finale în euro și includ TVA-ul legal. Costurile de livrare sunt afișate în coș și pe parcursul comenzii, înainte de a o plasa. Clienții persoane juridice cu un cod de TVA valabil dintr-un alt stat membru al UE primesc factura fără TVA (taxare inversă).

## 4. Livrare
Livrăm în țările oferite pe parcursul comenzii. Termenele și costurile de livrare sunt descrise pe pagina „Livrare și plată”.

## 5. Plata și rezerva dreptului de proprietate
Plătiți cu cardul de credit sau de debit; suma este debitată când plasați comanda. Produsele rămân proprietatea noastră până la plata integrală.

## 6. Dreptul de retragere
Ca și consumator, aveți un drept legal de retragere de 14 zile. Vă acordăm în mod voluntar un termen de {returnDays} zile de la livrarea ultimului colet, iar returul produselor este gratuit cu eticheta noastră de retur preplătită. Vă puteți retrage cu butonul „Retrageți-vă din contract aici” din subsolul fiecărei pagini sau de pe pagina comenzii dumneavoastră. Detaliile și modelul de formular de retragere se găsesc pe pagina „Dreptul de retragere”.

## 7. Garanția legală
Se aplică garanția legală de conformitate: răspundem pentru lipsa de conformitate care există la livrare și se manifestă în termen de doi ani de la livrare. O garanție comercială a producătorului se adaugă acestor drepturi și nu le limitează.

## 8. Răspundere
Răspundem nelimitat în caz de intenție și culpă gravă, precum și pentru vătămarea vieții, a integrității corporale sau a sănătății. În caz de culpă ușoară, răspundem numai pentru încălcarea obligațiilor contractuale esențiale, în limita prejudiciului tipic și previzibil pentru contract. Răspunderea pentru produsele cu defecte nu este afectată.

## 9. Legea aplicabilă
Se aplică legea țării în care ne avem sediul ({shopCountry}), cu excluderea Convenției Națiunilor Unite privind contractele de vânzare internațională de mărfuri. Dacă sunteți consumator, această alegere nu vă privează de protecția pe care v-o oferă dispozițiile imperative ale țării în care vă aveți reședința obișnuită.`,
  },
  privacy: {
    title: 'Politica de confidențialitate',
    slug: 'politica-de-confidentialitate',
    body: `${SAMPLE}

## 1. Operatorul de date
Operatorul în sensul Regulamentului general privind protecția datelor (RGPD) este {shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}.

## 2. Ce date prelucrăm și de ce
- Comenzi: nume, adrese, adresă de e-mail, număr de telefon, dacă îl indicați, produsele comandate și starea plății, pentru încheierea și executarea contractului (art. 6 alin. (1) lit. (b) din RGPD).
- Cont de client: datele pe care le introduceți la înregistrare și în cont, pentru a vă pune la dispoziție contul (art. 6 alin. (1) lit. (b) din RGPD).
- Alerte de disponibilitate: adresa dumneavoastră de e-mail și produsul, pentru a vă anunța o singură dată când revine în stoc, pe baza consimțământului dumneavoastră (art. 6 alin. (1) lit. (a) din RGPD), pe care îl puteți retrage oricând.
- Serviciul clienți: mesajele dumneavoastră și răspunsurile noastre, pentru a vă soluționa solicitarea (art. 6 alin. (1) lit. (b) și (f) din RGPD).
- Contabilitate: facturi și documente de plată, pentru a ne respecta obligațiile legale de arhivare (art. 6 alin. (1) lit. (c) din RGPD).
- Securitate: jurnale de server cu adresa IP, păstrate câteva zile pentru a detecta și respinge atacurile (art. 6 alin. (1) lit. (f) din RGPD).
- Reacții în revistă: un hash ireversibil al adresei dumneavoastră IP și al browserului (niciodată adresa însăși), pentru ca fiecare vizitator să fie numărat o singură dată (art. 6 alin. (1) lit. (f) din RGPD).

## 3. Destinatari
Transmitem date doar atunci când comanda dumneavoastră o impune: furnizorului de servicii de plată care procesează plata cu cardul, curierului care livrează coletul (nume și adresă de livrare, precum și adresa de e-mail sau numărul de telefon pentru notificarea de livrare) și furnizorilor noștri de găzduire și de e-mail, care prelucrează datele în numele nostru pe baza unui contract de persoană împuternicită (art. 28 din RGPD). Dacă un furnizor are sediul în afara UE sau a SEE, datele sunt transferate numai pe baza unei decizii privind caracterul adecvat sau a clauzelor contractuale standard ale UE.

## 4. Durata stocării
Ștergem datele dumneavoastră de îndată ce nu mai sunt necesare pentru aceste scopuri. Datele contractelor și ale facturilor sunt păstrate atât timp cât o impune legislația comercială și fiscală (până la zece ani). O alertă de disponibilitate se păstrează cât timp produsul se află în oferta noastră; contul de client se păstrează până când ne cereți să îl ștergem.

## 5. Cookie-uri
Magazinul folosește doar cookie-uri strict necesare: vă mențin autentificat și expiră când vă deconectați, cel târziu după 30 de zile. Nu folosim cookie-uri de analiză, de urmărire sau de publicitate și nu transmitem date rețelelor de publicitate.

## 6. Drepturile dumneavoastră
Aveți dreptul de acces (art. 15 din RGPD), de rectificare (art. 16), la ștergerea datelor (art. 17), la restricționarea prelucrării (art. 18), la portabilitatea datelor (art. 20) și dreptul de a vă opune prelucrării bazate pe interese legitime (art. 21). Este suficient un mesaj la {shopEmail}.

## 7. Plângere
Puteți depune o plângere la o autoritate de supraveghere a protecției datelor, în special în statul membru al UE în care locuiți sau lucrați ori în care a avut loc presupusa încălcare.`,
  },
  withdrawal: {
    title: 'Dreptul de retragere',
    slug: 'dreptul-de-retragere',
    body: `${SAMPLE}

## Dreptul de retragere
Aveți dreptul de a vă retrage din prezentul contract în termen de 14 zile fără a preciza motivele.

Perioada de retragere expiră după 14 zile începând de la ziua în care intrați sau în care o parte terță, alta decât transportatorul și indicată de dumneavoastră, intră în posesia fizică a produselor. Dacă ați comandat mai multe produse printr-o singură comandă și acestea sunt livrate separat, perioada expiră după 14 zile începând de la ziua în care intrați sau în care o parte terță, alta decât transportatorul și indicată de dumneavoastră, intră în posesia fizică a ultimului produs.

Pentru a vă exercita dreptul de retragere, trebuie să ne informați ({shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}) cu privire la decizia dumneavoastră de a vă retrage din prezentul contract, utilizând o declarație neechivocă (de exemplu, o scrisoare trimisă prin poștă sau un e-mail). Puteți folosi modelul de formular de retragere de mai jos, dar nu este obligatoriu.

Pentru a respecta termenul-limită de retragere este suficient să trimiteți comunicarea privind exercitarea dreptului de retragere înainte de expirarea perioadei de retragere.

## Consecințele retragerii
În cazul în care vă retrageți din prezentul contract, vom rambursa orice sumă pe care am primit-o de la dumneavoastră, inclusiv costurile livrării (cu excepția costurilor suplimentare determinate de faptul că ați ales altă modalitate de livrare decât cel mai ieftin tip de livrare standard oferit de noi), fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care suntem informați cu privire la decizia dumneavoastră de a vă retrage din prezentul contract. Vom efectua această rambursare folosind aceeași modalitate de plată ca și cea folosită pentru tranzacția inițială, cu excepția cazului în care v-ați exprimat în mod expres acordul pentru o altă modalitate de rambursare; în orice caz, nu veți suporta comisioane ca urmare a unei astfel de rambursări.

Putem amâna rambursarea până la data la care primim înapoi produsele sau până la momentul la care ne-ați furnizat dovada că ați trimis înapoi produsele, fiind valabilă data cea mai apropiată.

Trebuie să returnați produsele sau să ni le înmânați la adresa {shopAddress} fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care ne-ați comunicat decizia de retragere din prezentul contract. Termenul este respectat dacă returnați produsele înainte de expirarea perioadei de 14 zile.

Vom suporta costul returnării produselor.

Sunteți responsabil doar pentru diminuarea valorii produselor rezultată din manipularea acestora, alta decât cea necesară pentru determinarea naturii, caracteristicilor și funcționării produselor.

## Retragere online și retur gratuit
Vă puteți retrage din contract și online: folosiți butonul „Retrageți-vă din contract aici” din subsolul fiecărei pagini sau de pe pagina comenzii dumneavoastră. Vă confirmăm fără întârziere, prin e-mail, primirea retragerii.

Peste termenul legal, vă acordăm în mod voluntar un termen de {returnDays} zile de la livrarea ultimului colet al comenzii pentru a vă retrage și a returna produsele. Returul nu vă costă nimic: folosiți eticheta noastră de retur preplătită, pe care v-o trimitem odată cu confirmarea retragerii.

## Model de formular de retragere
(completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract)

- Către {shopName}, {shopAddress}, e-mail {shopEmail}:
- Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*)/prestarea următoarelor servicii (*)
- Comandat la data (*)/primit la data (*)
- Numele consumatorului (consumatorilor)
- Adresa consumatorului (consumatorilor)
- Semnătura consumatorului (consumatorilor) (doar în cazul în care acest formular este notificat pe hârtie)
- Data

(*) Se elimină mențiunea inutilă.`,
  },
  shipping: {
    title: 'Livrare și plată',
    slug: 'livrare-si-plata',
    body: `${SAMPLE}

## Țări de livrare
Livrăm în toate țările pe care le puteți alege ca țară de livrare pe parcursul comenzii.

## Termene de livrare
Produsele aflate în stoc pleacă din depozitul nostru în 1–2 zile lucrătoare de la comandă. Livrarea durează apoi, de obicei, 1–3 zile lucrătoare în țara în care ne avem sediul ({shopCountry}) și 3–7 zile lucrătoare în alte țări. Fiecare pagină de produs arată dacă produsul este în stoc.

## Costuri de livrare
Costurile de livrare depind de țara de livrare, de modalitatea de expediere aleasă și de greutatea coletului. Sunt afișate în coș și pe parcursul comenzii, înainte de a o plasa.

## Plată
Plătiți în siguranță cu cardul de credit sau de debit. Datele cardului le introduceți direct la furnizorul nostru de servicii de plată; noi nu le vedem și nu le stocăm niciodată. Unele bănci vă cer să confirmați plata în aplicația lor (3-D Secure). Suma este debitată când plasați comanda; rambursările se fac pe același card.

## Livrări în afara UE
În interiorul UE nu se plătesc taxe vamale. Pentru livrările în afara UE nu percepem TVA; țara de destinație poate percepe taxe vamale și taxe de import, pe care curierul le încasează la livrare.`,
  },
  contact: {
    title: 'Contact',
    slug: 'contact',
    body: `${SAMPLE}

## Serviciul clienți
Aveți o întrebare despre un produs, o comandă, o livrare sau un retur? Echipa noastră vă răspunde personal prin e-mail și la telefon.

Doriți să returnați ceva? Începeți returul la {returnUrl}: este gratuit cu eticheta noastră de retur preplătită.

E-mail: {shopEmail}
Telefon: {shopPhone}

## Program
Luni–vineri, 9:00–17:00. Răspundem la e-mailuri în cel mult două zile lucrătoare. Apelul costă cât percepe operatorul dumneavoastră pentru apelurile către țara în care ne avem sediul ({shopCountry}).

## Adresă poștală
{shopName}
{shopAddress}

## Cont de client
Dacă aveți un cont de client, ne puteți scrie și din pagina „Asistență clienți” a contului dumneavoastră; veți primi o copie a mesajului prin e-mail.

## Retragere
Pentru a vă retrage dintr-o cumpărare, consultați pagina „Dreptul de retragere”: explică pașii și conține modelul de formular de retragere.`,
  },
};

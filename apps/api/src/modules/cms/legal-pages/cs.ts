import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Vzorový text: tato stránka byla při zakládání obchodu vyplněna vzorem. Provozovatel obchodu jej musí nahradit vlastním textem a nechat jej zkontrolovat právníkem.';

export const cs: LocalePages = {
  imprint: {
    title: 'Údaje o prodávajícím',
    slug: 'udaje-o-prodavajicim',
    body: `${SAMPLE}

## Provozovatel obchodu
{shopName}
{shopAddress}

## Zastoupení
Statutární orgán: {shopRepresentative}

## Kontakt
Telefon: {shopPhone}
E-mail: {shopEmail}

## Zápis v obchodním rejstříku
{shopRegister}

## DIČ pro účely DPH
{shopVatId}

## Odpovědnost za obsah
{shopRepresentative}, {shopAddress}

## Řešení spotřebitelských sporů
Evropská platforma pro řešení sporů online (ODR) byla 20. července 2025 uzavřena, proto na ni již neodkazujeme. Nejsme povinni ani ochotni účastnit se mimosoudního řešení spotřebitelských sporů. Pokud se s vaší objednávkou něco pokazilo, napište nám na {shopEmail}: společně najdeme řešení.`,
  },
  terms: {
    title: 'Obchodní podmínky',
    slug: 'obchodni-podminky',
    body: `${SAMPLE}

## 1. Působnost
Tyto podmínky platí pro všechny objednávky v internetovém obchodě společnosti {shopName}, {shopAddress} („my“). Spotřebitelem jste, pokud nakupujete mimo rámec své podnikatelské činnosti nebo samostatného výkonu povolání.

## 2. Uzavření smlouvy
Prezentace zboží v obchodě není závazná nabídka, ale výzva k podání objednávky. Kliknutím na tlačítko „Objednat s povinností platby“ na konci objednávkového procesu činíte závazný návrh na uzavření kupní smlouvy na zboží ve svém košíku. Váš návrh přijímáme potvrzením objednávky, které vám zašleme e-mailem, jakmile platba úspěšně proběhne (u objednávky, za kterou není co zaplatit, ihned); tímto přijetím je smlouva uzavřena. Potvrzení objednávky obsahuje text smlouvy s údaji o vaší objednávce a poučení o odstoupení od smlouvy, takže obojí obdržíte na trvalém nosiči dat; dále obsahuje odkaz na tyto podmínky, které si můžete kdykoli zobrazit, uložit a vytisknout na této stránce. Jazykem smlouvy je jazyk obchodu, ve kterém objednáváte. Text smlouvy navíc uchováváme u sebe.

## 3. Ceny
Všechny ceny jsou konečné ceny v eurech včetně zákonné DPH. Náklady na dopravu vidíte v košíku a při objednávce, ještě než ji odešlete. Firemní zákazníci s platným DIČ jiného členského státu EU dostanou fakturu bez DPH (přenesení daňové povinnosti).

## 4. Dodání
Dodáváme do zemí, které se nabízejí při objednávce. Dodací lhůty a náklady na dopravu popisuje stránka „Doprava a platba“.

## 5. Platba a výhrada vlastnictví
Platíte kreditní nebo debetní kartou; částka se strhne při odeslání objednávky. Zboží zůstává naším vlastnictvím až do úplného zaplacení.

## 6. Odstoupení od smlouvy
Jako spotřebitel máte zákonné právo odstoupit od smlouvy do 14 dnů. Dobrovolně vám poskytujeme {returnDays} dnů od doručení poslední zásilky a vrácení zboží je s naším předplaceným štítkem pro vrácení bezplatné. Odstoupit můžete tlačítkem „Zde odstoupit od smlouvy“ v zápatí každé stránky nebo na stránce vaší objednávky. Podrobnosti a vzorový formulář pro odstoupení od smlouvy najdete na stránce „Odstoupení od smlouvy“.

## 7. Práva z vadného plnění
Platí zákonná práva z vadného plnění: odpovídáme za vady, které má zboží při dodání a které se projeví do dvou let od dodání. Záruka výrobce platí navíc k těmto právům a nijak je neomezuje.

## 8. Odpovědnost
Za úmysl a hrubou nedbalost a za újmu na životě, těle nebo zdraví odpovídáme bez omezení. Při lehké nedbalosti odpovídáme jen za porušení podstatných smluvních povinností, a to do výše škody typické a předvídatelné pro tuto smlouvu. Odpovědnost za vadný výrobek tím není dotčena.

## 9. Rozhodné právo
Použije se právo státu, v němž máme sídlo ({shopCountry}), s vyloučením Úmluvy OSN o smlouvách o mezinárodní koupi zboží. Jste-li spotřebitel, tato volba práva vás nezbavuje ochrany, kterou vám poskytují kogentní ustanovení státu vašeho obvyklého bydliště.`,
  },
  privacy: {
    title: 'Ochrana osobních údajů',
    slug: 'ochrana-osobnich-udaju',
    body: `${SAMPLE}

## 1. Správce
Správcem ve smyslu obecného nařízení o ochraně osobních údajů (GDPR) je {shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}.

## 2. Jaké údaje zpracováváme a proč
- Objednávky: jméno, adresy, e-mailová adresa, telefonní číslo, pokud je uvedete, objednané zboží a stav platby, za účelem uzavření a splnění smlouvy (čl. 6 odst. 1 písm. b) GDPR).
- Zákaznický účet: údaje, které zadáte při registraci a ve svém účtu, za účelem provozu účtu (čl. 6 odst. 1 písm. b) GDPR).
- Upozornění na naskladnění: vaše e-mailová adresa a produkt, abychom vás jednou upozornili, že je zboží opět skladem, na základě vašeho souhlasu (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat.
- Zákaznický servis: vaše zprávy a naše odpovědi, abychom vyřídili váš požadavek (čl. 6 odst. 1 písm. b) a f) GDPR).
- Účetnictví: faktury a platební doklady, abychom splnili zákonné povinnosti archivace (čl. 6 odst. 1 písm. c) GDPR).
- Bezpečnost: záznamy serveru s IP adresou, uchovávané několik dní k odhalování a odvracení útoků (čl. 6 odst. 1 písm. f) GDPR).
- Reakce v magazínu: nevratný otisk (hash) vaší IP adresy a prohlížeče (nikdy adresa samotná), aby se každý návštěvník započítal jen jednou (čl. 6 odst. 1 písm. f) GDPR).

## 3. Příjemci
Údaje předáváme jen tehdy, když to vaše objednávka vyžaduje: poskytovateli platebních služeb, který zpracuje platbu kartou, dopravci, který doručí zásilku (jméno a doručovací adresa a také e-mail nebo telefon pro avízo o doručení), a našim poskytovatelům hostingu a e-mailu, kteří údaje zpracovávají naším jménem na základě smlouvy o zpracování (čl. 28 GDPR). Sídlí-li poskytovatel mimo EU nebo EHP, předáváme údaje jen na základě rozhodnutí o odpovídající ochraně nebo standardních smluvních doložek EU.

## 4. Doba uložení
Vaše údaje vymažeme, jakmile již nejsou pro tyto účely potřeba. Údaje o smlouvách a fakturách uchováváme po dobu, kterou vyžadují obchodní a daňové předpisy (až deset let). Upozornění na naskladnění uchováváme, dokud je produkt v naší nabídce; zákaznický účet trvá, dokud nás nepožádáte o jeho výmaz.

## 5. Soubory cookie
Obchod používá jen technicky nezbytné soubory cookie: udržují vás přihlášené a zanikají po odhlášení, nejpozději po 30 dnech. Nepoužíváme cookies pro analýzu, sledování ani reklamu a nepředáváme údaje reklamním sítím.

## 6. Vaše práva
Máte právo na přístup k údajům (čl. 15 GDPR), na opravu (čl. 16), výmaz (čl. 17), omezení zpracování (čl. 18), přenositelnost údajů (čl. 20) a právo vznést námitku proti zpracování na základě oprávněného zájmu (čl. 21). Stačí zpráva na {shopEmail}.

## 7. Stížnost
Můžete podat stížnost u dozorového úřadu pro ochranu osobních údajů, zejména v členském státě EU, kde máte bydliště nebo pracujete nebo kde došlo k údajnému porušení.`,
  },
  withdrawal: {
    title: 'Odstoupení od smlouvy',
    slug: 'odstoupeni-od-smlouvy',
    body: `${SAMPLE}

## Právo odstoupit od smlouvy
Máte právo odstoupit od této smlouvy bez udání důvodu ve lhůtě 14 dnů.

Lhůta pro odstoupení od smlouvy končí uplynutím 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete zboží. Objednali-li jste v jedné objednávce více kusů zboží, které jsou dodávány zvlášť, končí lhůta uplynutím 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete poslední kus zboží.

Pro účely uplatnění práva na odstoupení od smlouvy musíte o svém odstoupení od této smlouvy informovat nás ({shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}) formou jednostranného právního jednání (například dopisem zaslaným prostřednictvím provozovatele poštovních služeb nebo e-mailem). Můžete použít vzorový formulář pro odstoupení od smlouvy uvedený níže, není to však vaší povinností.

Aby byla dodržena lhůta pro odstoupení od této smlouvy, postačuje odeslat odstoupení od smlouvy před uplynutím příslušné lhůty.

## Důsledky odstoupení od smlouvy
Pokud odstoupíte od této smlouvy, vrátíme vám bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám došlo vaše odstoupení od této smlouvy, všechny platby, které jsme od vás obdrželi, včetně nákladů na dodání (kromě dodatečných nákladů vzniklých v důsledku vámi zvoleného způsobu dodání, který je jiný než nejlevnější způsob standardního dodání, který nabízíme). Pro vrácení plateb použijeme stejný platební prostředek, který jste použil(a) pro provedení počáteční transakce, pokud jste výslovně neurčil(a) jinak. V žádném případě vám tím nevzniknou další náklady.

Platbu vrátíme až po obdržení vráceného zboží nebo prokážete-li, že jste zboží odeslal(a) zpět, podle toho, co nastane dříve.

Zboží nám odešlete zpět nebo je předejte na adrese {shopAddress} bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy jste od této smlouvy odstoupil(a). Lhůta se považuje za zachovanou, pokud zboží odešlete před uplynutím 14 dnů.

Náklady spojené s vrácením zboží poneseme my.

Odpovídáte pouze za snížení hodnoty zboží v důsledku nakládání s tímto zbožím jiným způsobem, než který je nutný k obeznámení se s povahou a vlastnostmi zboží, včetně jeho funkčnosti.

## Odstoupení online a bezplatné vrácení
Od smlouvy můžete odstoupit také online: použijte tlačítko „Zde odstoupit od smlouvy“ v zápatí každé stránky nebo na stránce vaší objednávky. Přijetí odstoupení vám bez zbytečného odkladu potvrdíme e-mailem.

Nad rámec zákonné lhůty vám dobrovolně poskytujeme {returnDays} dnů od doručení poslední zásilky vaší objednávky na odstoupení od smlouvy a vrácení zboží. Vrácení vás nic nestojí: použijte náš předplacený štítek pro vrácení, který vám zašleme spolu s potvrzením odstoupení.

## Vzorový formulář pro odstoupení od smlouvy
(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)

- Adresát: {shopName}, {shopAddress}, e-mail {shopEmail}
- Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží (*)/o poskytnutí těchto služeb (*)
- Datum objednání (*)/datum obdržení (*)
- Jméno a příjmení spotřebitele/spotřebitelů
- Adresa spotřebitele/spotřebitelů
- Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě)
- Datum

(*) Nehodící se škrtněte nebo údaje doplňte.`,
  },
  shipping: {
    title: 'Doprava a platba',
    slug: 'doprava-a-platba',
    body: `${SAMPLE}

## Země doručení
Doručujeme do všech zemí, které můžete při objednávce zvolit jako zemi doručení.

## Dodací lhůty
Zboží skladem opouští náš sklad do 1–2 pracovních dnů od objednávky. Doručení pak obvykle trvá 1–3 pracovní dny v zemi našeho sídla ({shopCountry}) a 3–7 pracovních dnů do ostatních zemí. Na stránce každého produktu vidíte, zda je skladem.

## Náklady na dopravu
Náklady na dopravu závisí na zemi doručení, zvoleném způsobu dopravy a hmotnosti zásilky. Vidíte je v košíku a při objednávce, ještě než ji odešlete.

## Platba
Platíte bezpečně kreditní nebo debetní kartou. Údaje o kartě zadáváte přímo u našeho poskytovatele platebních služeb; my je nikdy nevidíme ani neukládáme. Některé banky vás požádají o potvrzení platby v aplikaci (3-D Secure). Částka se strhne při odeslání objednávky; vrácené platby jdou zpět na stejnou kartu.

## Dodání mimo EU
V rámci EU se clo neplatí. Při dodání mimo EU neúčtujeme DPH; země určení může vybírat clo a dovozní daně, které vybírá dopravce při doručení.`,
  },
  contact: {
    title: 'Kontakt',
    slug: 'kontakt',
    body: `${SAMPLE}

## Zákaznický servis
Máte otázku k produktu, objednávce, doručení nebo vrácení zboží? Náš tým vám osobně odpoví e-mailem i po telefonu.

Chcete něco vrátit? Vrácení zahajte na {returnUrl}: s naším předplaceným štítkem pro vrácení je bezplatné.

E-mail: {shopEmail}
Telefon: {shopPhone}

## Provozní doba
Pondělí až pátek, 9:00–17:00. Na e-maily odpovídáme do dvou pracovních dnů. Hovor stojí tolik, kolik váš operátor účtuje za volání do země našeho sídla ({shopCountry}).

## Poštovní adresa
{shopName}
{shopAddress}

## Zákaznický účet
Máte-li zákaznický účet, můžete nám napsat také na stránce „Zákaznický servis“ ve svém účtu; kopii své zprávy obdržíte e-mailem.

## Odstoupení od smlouvy
Jak odstoupit od nákupu, vysvětluje stránka „Odstoupení od smlouvy“; najdete na ní i vzorový formulář pro odstoupení od smlouvy.`,
  },
};

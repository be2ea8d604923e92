import type { LocaleContent } from './types.ts';

export const fi: LocaleContent = {
  brandsSegment: 'brandit',
  categories: {
    kitchen: {
      name: 'Keittiö',
      slug: 'keittio',
      description:
        'Kestäviä välineitä ruoanlaittoon, kahvihetkiin ja kattamiseen – valittu käyttöön, joka kestää vuosia.',
    },
    'kitchen.cookware': {
      name: 'Kattilat ja pannut',
      slug: 'kattilat-ja-pannut',
      description:
        'Pannut ja kattilat, jotka jakavat lämmön tasaisesti ja kestävät päivittäistä käyttöä sukupolvelta toiselle.',
    },
    'kitchen.cookware.pans': {
      name: 'Pannut',
      slug: 'pannut',
      description:
        'Valurautaiset paistinpannut ja hiiliteräksiset wokit rapeaan pintaan ja nopeaan paistamiseen.',
    },
    'kitchen.cookware.pots': {
      name: 'Kattilat ja padat',
      slug: 'kattilat-ja-padat',
      description: 'Keittokattilat ja valurautapadat keitoille, liemille ja hitaille haudutuksille.',
    },
    'kitchen.knives': {
      name: 'Veitset',
      slug: 'veitset',
      description:
        'Terävät ja hyvin tasapainotetut veitset pilkkomiseen, viipalointiin ja leivän leikkaamiseen.',
    },
    'kitchen.coffee': {
      name: 'Kahvi ja tee',
      slug: 'kahvi-ja-tee',
      description: 'Välineet kiireettömiin kahvi- ja teehetkiin: suodatinsetit, teekannut ja paljon muuta.',
    },
    'kitchen.tableware': {
      name: 'Kattaus',
      slug: 'kattaus',
      description:
        'Posliinilautaset ja juomalasit arkeen ja juhlaan. Kauniisti katettu pöytä kutsuu istumaan.',
    },
    home: {
      name: 'Koti',
      slug: 'koti',
      description: 'Valoa, tekstiilejä ja säilytystä kotiin, jossa on hyvä olla.',
    },
    'home.lighting': {
      name: 'Valaisimet',
      slug: 'valaisimet',
      description: 'Pöytä- ja riippuvalaisimet, jotka luovat lämmintä ja pehmeää valoa joka huoneeseen.',
    },
    'home.textiles': {
      name: 'Kodintekstiilit',
      slug: 'kodintekstiilit',
      description:
        'Villaisia torkkupeittoja ja pellavaisia tyynynpäällisiä, jotka tekevät sohvasta kutsuvan.',
    },
    'home.decor': {
      name: 'Sisustus',
      slug: 'sisustus',
      description: 'Maljakoita ja peilejä, jotka tuovat kotiin persoonaa ja valoa.',
    },
    'home.storage': {
      name: 'Säilytys',
      slug: 'sailytys',
      description:
        'Koreja ja hyllyjä, joiden avulla tavarat löytävät paikkansa – kauniisti ja käytännöllisesti.',
    },
    outdoor: {
      name: 'Ulkoilu',
      slug: 'ulkoilu',
      description:
        'Varusteet retkeilyyn, vaellukseen ja pyöräilyyn. Luonnossa viihtyy, kun varusteet pelaavat.',
    },
    'outdoor.camping': {
      name: 'Retkeily',
      slug: 'retkeily',
      description: 'Teltat ja makuupussit, joiden kanssa yö luonnossa on lämmin ja kuiva.',
    },
    'outdoor.hiking': {
      name: 'Vaellus',
      slug: 'vaellus',
      description: 'Kaikki polulle: reput, sauvat ja juomapullot lyhyille ja pitkille vaelluksille.',
    },
    'outdoor.hiking.backpacks': {
      name: 'Reput',
      slug: 'reput',
      description: 'Päivä- ja vaellusreput, jotka istuvat hyvin ja kantavat kuorman mukavasti.',
    },
    'outdoor.hiking.accessories': {
      name: 'Vaellustarvikkeet',
      slug: 'vaellustarvikkeet',
      description: 'Vaellussauvat ja juomapullot, jotka kulkevat kevyesti mukana kilometri toisensa jälkeen.',
    },
    'outdoor.cycling': {
      name: 'Pyöräily',
      slug: 'pyoraily',
      description: 'Valot ja pyörälaukut työmatkoille ja pidemmille pyöräretkille.',
    },
    garden: {
      name: 'Puutarha',
      slug: 'puutarha',
      description: 'Työkaluja, ruukkuja ja kastelutarvikkeita pihalle ja parvekkeelle.',
    },
    'garden.tools': {
      name: 'Puutarhatyökalut',
      slug: 'puutarhatyokalut',
      description: 'Tukevat oksasakset ja lapiot, jotka pysyvät kunnossa kausi toisensa jälkeen.',
    },
    'garden.planters': {
      name: 'Ruukut ja kasvulaatikot',
      slug: 'ruukut-ja-kasvulaatikot',
      description: 'Terrakottaruukut ja kasvulaatikot yrteille, kukille ja omalle sadolle.',
    },
    'garden.watering': {
      name: 'Kastelu',
      slug: 'kastelu',
      description: 'Kastelukannut ja letkut, joilla vesi menee juuri sinne, missä sitä tarvitaan.',
    },
    sport: {
      name: 'Urheilu',
      slug: 'urheilu',
      description: 'Varusteita joogaan, juoksuun ja kotitreeniin – liikettä omaan tahtiin.',
    },
    'sport.yoga': {
      name: 'Jooga',
      slug: 'jooga',
      description: 'Korkkiset joogamatot ja -blokit, jotka pitävät hyvin ja tuntuvat luonnollisilta.',
    },
    'sport.running': {
      name: 'Juoksu',
      slug: 'juoksu',
      description: 'Kevyet juoksuvyöt ja lippikset, jotka eivät hiosta eivätkä pompi.',
    },
    'sport.training': {
      name: 'Kuntoilu',
      slug: 'kuntoilu',
      description: 'Kahvakuulat ja vastuskuminauhat tehokkaaseen voimaharjoitteluun kotona.',
    },
    office: {
      name: 'Toimisto',
      slug: 'toimisto',
      description: 'Paperia, kyniä ja työpöydän tarvikkeita keskittyneeseen työhön.',
    },
    'office.notebooks': {
      name: 'Muistikirjat ja kalenterit',
      slug: 'muistikirjat-ja-kalenterit',
      description: 'Muistikirjat ja viikkokalenterit, joihin ajatukset ja suunnitelmat on mukava kirjata.',
    },
    'office.writing': {
      name: 'Kynät',
      slug: 'kynat',
      description: 'Täytekyniä ja lyijykyniä, joilla kirjoittaminen on ilo.',
    },
    'office.desk': {
      name: 'Työpöytä',
      slug: 'tyopoyta',
      description: 'Järjestelijät ja valaisimet siistiin ja hyvin valaistuun työpöytään.',
    },
    kids: {
      name: 'Lapset',
      slug: 'lapset',
      description: 'Kestäviä leluja ja pelejä, jotka ruokkivat mielikuvitusta ja kokoavat perheen yhteen.',
    },
    'kids.wooden-toys': {
      name: 'Puulelut',
      slug: 'puulelut',
      description: 'Pyökkipuiset palikat ja vetolelut, jotka kestävät leikin sukupolvelta toiselle.',
    },
    'kids.games': {
      name: 'Pelit ja palapelit',
      slug: 'pelit-ja-palapelit',
      description: 'Palapelejä ja lautapelejä rauhallisiin iltoihin ja yhteisiin peli-iltoihin.',
    },
    bath: {
      name: 'Kylpyhuone',
      slug: 'kylpyhuone',
      description:
        'Pyyhkeitä, saippuoita ja hoitotuotteita kylpyhuoneeseen, joka tuntuu pieneltä kylpylältä.',
    },
    'bath.accessories': {
      name: 'Pyyhkeet ja tarvikkeet',
      slug: 'pyyhkeet-ja-tarvikkeet',
      description: 'Pehmeitä pyyhkeitä ja keraamisia saippua-astioita jokapäiväiseen käyttöön.',
    },
    'bath.care': {
      name: 'Saippuat ja hoito',
      slug: 'saippuat-ja-hoito',
      description: 'Kasviöljyistä valmistettuja saippuoita ja voiteita, jotka hoitavat ihoa lempeästi.',
    },
  },
  productTypes: {
    fryingPan: {
      name: 'Paistinpannu',
      description:
        'Valurautainen paistinpannu varaa lämmön ja luovuttaa sen tasaisesti, joten pihvi saa kauniin paistopinnan ja perunat rapean kuoren. Pannu on valmiiksi esikäsitelty ja sopii kaikille liesille sekä uuniin. Pese kuumalla vedellä ja sivele pintaan ohut kerros öljyä.',
      use: 'Pihveihin, kasviksiin ja rapeisiin paistinperunoihin.',
    },
    wok: {
      name: 'Wokkipannu',
      description:
        'Hiiliteräksinen wokkipannu kuumenee salamannopeasti, ja korkeat reunat pitävät ainekset pannulla, kun sekoitat rivakasti. Käytössä pintaan muodostuu luonnollinen, tarttumaton patina. Kuivaa pannu heti pesun jälkeen ja öljyä kevyesti, niin se ei ruostu.',
      use: 'Nopeisiin wokkiruokiin kovalla lämmöllä.',
    },
    stockPot: {
      name: 'Keittokattila',
      description:
        'Ruostumattomasta teräksestä valmistettu keittokattila, jonka kerrospohja jakaa lämmön tasaisesti eikä ruoka pala helposti pohjaan. Tiivis kansi ja tukevat kahvat tekevät isojen keittojen valmistuksesta vaivatonta. Kestää konepesun ja sopii myös induktioliedelle.',
      use: 'Liemiin, keittoihin ja pastan keittämiseen.',
    },
    dutchOven: {
      name: 'Valurautapata',
      description:
        'Emaloitu valurautapata pitää lämmön pitkään ja hauduttaa lihat ja palkokasvit hiljalleen mureiksi. Raskas kansi palauttaa höyryn takaisin ruokaan, joten mikään ei kuivu. Pata kulkee kätevästi liedeltä uuniin ja suoraan pöytään.',
      use: 'Haudutuksiin, pataruokiin ja uunileipään.',
    },
    chefsKnife: {
      name: 'Kokkiveitsi',
      description:
        'Monipuolinen kokkiveitsi ruostumattomasta teräksestä: terävä, hyvin tasapainotettu ja mukava kädessä pitkissäkin esivalmisteluissa. Terä on viimeistelty käsin ja pysyy terävänä, kun hiot sitä säännöllisesti. Pese käsin ja kuivaa heti.',
      use: 'Kasvisten, lihan ja yrttien pilkkomiseen.',
    },
    breadKnife: {
      name: 'Leipäveitsi',
      description:
        'Pitkä, sahalaitainen terä leikkaa rapeakuorisen leivän siististi litistämättä pehmeää sisusta. Ruostumaton teräs ja tukeva kahva tekevät veitsestä pitkäikäisen keittiökaverin. Sopii myös kakkupohjien halkaisuun ja tomaattien viipalointiin.',
      use: 'Leivän ja leivonnaisten leikkaamiseen.',
    },
    pourOverSet: {
      name: 'Suodatinkahvisetti',
      description:
        'Setissä on lasinen kannu ja suodatinsuppilo, joilla keität kahvin käsin ja kiireettä. Hitaasti kaadettu vesi tuo pavuista esiin hedelmäiset ja makeat sävyt. Lämmönkestävä lasi on helppo pitää puhtaana, ja sen läpi näet, miten kahvi valmistuu.',
      use: 'Yhden tai useamman kupillisen suodatinkahviin.',
    },
    teapot: {
      name: 'Teekannu',
      description:
        'Keraaminen teekannu pitää teen lämpimänä ja kaataa siististi tippumatta. Irrotettava siivilä antaa irtolehdille tilaa aueta. Lasitettu pinta ei ime makuja eikä värejä, joten samasta kannusta maistuu niin vihreä tee kuin yrttiteekin.',
      use: 'Irtoteen haudutukseen koko pöydälle.',
    },
    dinnerPlateSet: {
      name: 'Ruokalautassarja',
      description:
        'Ruokalautaset ovat lujaa posliinia, ja niiden hienovarainen reuna ja hieman syvennetty muoto pitävät kastikkeet lautasella. Ne kestävät arjen kolhut, konepesun ja mikroaaltouunin. Lautaset pinoutuvat tiiviisti kaappiin.',
      use: 'Arkiaterioille ja juhlakattaukseen.',
    },
    drinkingGlasses: {
      name: 'Juomalasisarja',
      description:
        'Ohutreunaiset juomalasit ovat kirkasta lasia. Ne tuntuvat kädessä mukavan painavilta ja sopivat yhtä hyvin vedelle, mehulle kuin viinille. Lasit kestävät astianpesukoneen ja pinoutuvat siististi.',
      use: 'Päivittäiseen käyttöön ja kattaukseen.',
    },
    tableLamp: {
      name: 'Pöytävalaisin',
      description:
        'Pöytävalaisimen keraaminen jalka ja kangasvarjostin levittävät huoneeseen pehmeää, lämmintä valoa. Jokainen jalka on lasitettu käsin, joten sävyissä on pieniä eroja. Sopii E27-kantaiselle LED-lampulle.',
      use: 'Tunnelmavaloksi sivupöydälle tai lipastolle.',
    },
    pendantLight: {
      name: 'Riippuvalaisin',
      description:
        'Bambusäleistä punottu riippuvalaisin siivilöi valon kauniiksi varjoiksi seinille ja kattoon. Kevyt rakenne sopii ruokapöydän yläpuolelle yhtä hyvin kuin eteiseen. Bambu on nopeasti uusiutuva materiaali.',
      use: 'Ruokapöydän ja olohuoneen yleisvaloksi.',
    },
    throwBlanket: {
      name: 'Torkkupeitto',
      description:
        'Pehmeä torkkupeitto on kudottu villasta, joka lämmittää mutta hengittää, joten sohvalla ei tule tukala olo. Peitto on niin iso, että siihen voi kääriytyä kokonaan. Tuuleta usein ja pese tarvittaessa villaohjelmalla.',
      use: 'Sohvalle, lukunurkkaan ja viileisiin iltoihin.',
    },
    cushionCover: {
      name: 'Tyynynpäällinen',
      description:
        'Pellavainen tyynynpäällinen pehmenee ja kaunistuu jokaisessa pesussa. Piilotettu vetoketju pitää ulkonäön siistinä, ja luonnollisen ryppyinen pinta tuo sohvaan rentoa tunnelmaa. Konepestävä 40 asteessa.',
      use: 'Sohvan ja sängyn tyynyille, sisustuksen vaihteluksi.',
    },
    vase: {
      name: 'Maljakko',
      description:
        'Käsin muotoiltu keraaminen maljakko, jonka mattalasitus tuo esiin yhden oksan yhtä hyvin kuin runsaan kimpun. Sisäpuoli on lasitettu vedenpitäväksi. Kaunis myös sellaisenaan hyllyllä.',
      use: 'Leikkokukille, oksille ja kuivakukille.',
    },
    wallMirror: {
      name: 'Seinäpeili',
      description:
        'Seinäpeili massiivitammisella kehyksellä, jonka reunat on pyöristetty ja öljytty. Peili tuo pieneenkin eteiseen valoa ja väljyyttä. Kiinnitystarvikkeet sisältyvät toimitukseen.',
      use: 'Eteiseen, makuuhuoneeseen tai olohuoneen seinälle.',
    },
    storageBasket: {
      name: 'Säilytyskori',
      description:
        'Bambusta punottu säilytyskori pitää pikkutavarat järjestyksessä hyllyssä, eteisessä tai kylpyhuoneessa. Kori on kevyt mutta tukeva, ja kahvakolot helpottavat nostamista. Pyyhi puhtaaksi kostealla liinalla.',
      use: 'Pipoille, leluille, pyyhkeille ja lehdille.',
    },
    shelfUnit: {
      name: 'Hyllykkö',
      description:
        'Tukeva hyllykkö massiivitammesta kirjoille, kasveille ja säilytyskoreille. Ristikkäiset tuet pitävät rungon suorana, ja öljytty pinta kestää käyttöä ja kaunistuu ajan myötä. Kiinnitä hyllykkö seinään turvallisuuden vuoksi.',
      use: 'Olohuoneeseen, työhuoneeseen tai keittiöön.',
    },
    tent: {
      name: 'Teltta',
      description:
        'Vapaasti seisova teltta ripstop-nailonista, jonka pystytät nopeasti värikoodattujen kaarien ansiosta. Kaksikerroksinen rakenne pitää sateen ulkona ja vähentää kosteuden tiivistymistä. Pakkauspussiin mahtuvat myös kiilat ja kaaret.',
      use: 'Viikonloppuretkille ja vaelluksille keväästä syksyyn.',
    },
    sleepingBag: {
      name: 'Makuupussi',
      description:
        'Muumiomallinen makuupussi, jonka täyte on kierrätettyä polyesteriä: se lämmittää kosteanakin ja kuivuu nopeasti. Muotoiltu huppu ja vetoketjun suojalista pitävät lämmön sisällä. Pakkautuu pieneen kompressiopussiin.',
      use: 'Telttaöihin ja laavuretkille.',
    },
    hikingBackpack: {
      name: 'Vaellusreppu',
      description:
        'Nailoninen vaellusreppu, jossa on säädettävä selkäosa, pehmustettu lantiovyö ja sadesuoja. Paino siirtyy lantiolle, joten pitkätkin päivät kulkevat kevyemmin. Sivutaskut ja pohjalokero pitävät varusteet järjestyksessä.',
      use: 'Usean päivän vaelluksille ja pidemmille retkille.',
    },
    daypack: {
      name: 'Päiväreppu',
      description:
        'Kevyt päiväreppu kierrätetystä polyesteristä, pehmustetuilla olkaimilla ja sivutaskulla juomapullolle. Hengittävä selkäpaneeli vähentää hikoilua. Reppu sopii arkeen yhtä hyvin kuin metsäretkelle.',
      use: 'Päiväretkille, työmatkoille ja kaupunkiin.',
    },
    trekkingPoles: {
      name: 'Vaellussauvat',
      description:
        'Säädettävät vaellussauvat kevyestä alumiinista vaimentavat iskuja alamäessä ja tuovat tasapainoa kivikkoon. Pikalukot on helppo säätää hanskat kädessäkin. Korkkikahvat tuntuvat miellyttäviltä myös hikisin käsin.',
      use: 'Mäkisille poluille ja pitkille vaelluspäiville.',
    },
    waterBottle: {
      name: 'Juomapullo',
      description:
        'Ruostumattomasta teräksestä valmistettu juomapullo ei maistu muovilta eikä säilytä hajuja. Tiivis korkki pitää pullon vuotamattomana repussa. Pese pullo ja korkki käsin lämpimällä vedellä.',
      use: 'Retkille, kuntosalille ja työpöydälle.',
    },
    bikeLightSet: {
      name: 'Pyörän valosarja',
      description:
        'Sarjaan kuuluvat alumiinirunkoiset etu- ja takavalo, jotka ladataan USB-johdolla. Kirkas etuvalo näyttää tien, ja takavalo näkyy kauas myös sivulta. Valot kiinnittyvät ilman työkaluja ja irtoavat helposti mukaan.',
      use: 'Turvalliseen pyöräilyyn hämärällä ja pimeällä.',
    },
    pannierBag: {
      name: 'Pyörälaukku',
      description:
        'Vedenpitävä pyörälaukku tukevasta nailonista kiinnittyy tavaratelineeseen yhdellä otteella. Rullasuljettava suu pitää sateen ja roiskeet ulkona, ja heijastimet lisäävät näkyvyyttä. Irrotettavan olkahihnan ansiosta laukkua on kätevä kantaa perilläkin.',
      use: 'Työmatkoille, kauppareissuille ja pyöräretkille.',
    },
    pruningShears: {
      name: 'Oksasakset',
      description:
        'Ohileikkaavien oksasaksien hiiliteräksiset terät leikkaavat elävät oksat siististi murskaamatta. Jousi avaa sakset kevyesti, ja lukko pitää ne kiinni taskussa. Pyyhi terät käytön jälkeen ja öljyä nivel silloin tällöin.',
      use: 'Pensaiden, ruusujen ja hedelmäpuiden leikkaamiseen.',
    },
    gardenSpade: {
      name: 'Puutarhalapio',
      description:
        'Ruostumattomasta teräksestä tehty terä uppoaa maahan helposti, eikä multa tartu siihen. Leveä astinreuna säästää jalkaa, ja T-kahvasta saa hyvän otteen. Huuhtele lapio käytön jälkeen, niin se pysyy kunnossa vuosia.',
      use: 'Istutuskuoppiin ja kasvimaan kääntämiseen.',
    },
    plantPot: {
      name: 'Kukkaruukku',
      description:
        'Perinteinen kukkaruukku poltetusta terrakottasavesta, joka hengittää ja päästää ylimääräisen kosteuden haihtumaan. Pohjassa on reikä, joten juuret eivät seiso vedessä. Tuo ruukku sisälle ennen pakkasia, ettei savi halkeile.',
      use: 'Yrteille, kukille ja parvekekasveille.',
    },
    raisedBed: {
      name: 'Kasvulaatikko',
      description:
        'Tammilaudoista rakennettu kasvulaatikko lämpenee keväällä nopeasti ja säästää selkää. Täytä se kerroksittain oksilla, kompostilla ja mullalla, niin sato kasvaa rehevästi. Tammi kestää säätä luonnostaan ilman kemiallisia käsittelyjä.',
      use: 'Vihanneksille, yrteille ja marjoille pihalla.',
    },
    wateringCan: {
      name: 'Kastelukannu',
      description:
        'Ruostumattomasta teräksestä valmistetun kastelukannun pitkä nokka ulottuu ruukkujen taakse. Irrotettava suutin antaa taimille pehmeän suihkun. Tasapainoinen kahva tekee täydenkin kannun kantamisesta helppoa.',
      use: 'Ruukkujen, taimien ja parvekelaatikoiden kasteluun.',
    },
    gardenHose: {
      name: 'Puutarhaletku',
      description:
        'Joustava kumiletku, joka ei mene solmuun eikä jäykisty viileällä säällä. Se kestää auringon UV-säteilyä ja vuosien käytön. Pikaliittimet sopivat yleisimpiin suuttimiin ja letkukeloihin.',
      use: 'Nurmikon, kukkapenkkien ja kasvimaan kasteluun.',
    },
    yogaMat: {
      name: 'Joogamatto',
      description:
        'Korkkipintaisen joogamaton pito vain paranee, kun iho lämpenee ja hikoilee. Luonnonkumipohja pysyy paikallaan lattialla ja pehmentää polvien alla. Korkki on luonnostaan antibakteerinen – pyyhi matto puhtaaksi kostealla liinalla.',
      use: 'Joogaan, pilatekseen ja venyttelyyn.',
    },
    yogaBlock: {
      name: 'Joogablokki',
      description:
        'Tukeva korkkinen joogablokki antaa asentoihin lisäkorkeutta ja vakautta. Se on kevyt mutta luja, ja pyöristetyt reunat tuntuvat kädessä mukavilta. Blokki auttaa aloittelijaa ja syventää kokeneenkin venytyksiä.',
      use: 'Asentojen tueksi ja venytysten helpottamiseksi.',
    },
    runningBelt: {
      name: 'Juoksuvyö',
      description:
        'Ohut juoksuvyö kierrätetystä polyesteristä, jossa puhelin, avaimet ja energiageeli kulkevat pomppimatta. Joustava kangas myötäilee vartaloa, ja heijastimet näkyvät pimeällä. Vyön voi pestä pesukoneessa.',
      use: 'Juoksulenkeille, kun taskuja ei ole.',
    },
    runningCap: {
      name: 'Juoksulippis',
      description:
        'Kevyt juoksulippis kierrätetystä polyesteristä hengittää ja kuivuu nopeasti. Lippa varjostaa silmiä, ja takana oleva säädin sopii kaikenkokoisille päille. Heijastava logo lisää näkyvyyttä.',
      use: 'Aurinkoisille ja sateisille lenkeille.',
    },
    kettlebell: {
      name: 'Kahvakuula',
      description:
        'Valurautainen kahvakuula, jonka leveään kahvaan mahtuvat molemmat kädet. Pinta on pitävä ja kestää kovaa käyttöä vuodesta toiseen. Tasainen pohja pitää kuulan pystyssä lattialla.',
      use: 'Heilautuksiin, kyykkyihin ja koko kehon voimaharjoitteluun.',
    },
    resistanceBands: {
      name: 'Vastuskuminauha',
      description:
        'Luonnonkumista valmistettu vastuskuminauha tuo lisähaastetta kyykkyihin, punnerruksiin ja venyttelyyn. Nauha on kevyt ja vie vähän tilaa, joten treeni onnistuu kotona ja matkoilla. Säilytä suojassa auringolta.',
      use: 'Kotitreeniin, lämmittelyyn ja kuntoutukseen.',
    },
    notebook: {
      name: 'Muistikirja',
      description:
        'Muistikirjan paksu paperi ei päästä mustetta läpi, ja sidonta avautuu litteäksi pöydälle. Pisteruudukko ohjaa kirjoittamista ja piirtämistä huomaamattomasti. Kansi on kestävä, ja mukana on kirjanmerkkinauha.',
      use: 'Muistiinpanoille, luonnoksille ja päiväkirjalle.',
    },
    planner: {
      name: 'Viikkokalenteri',
      description:
        'Päivämäärätön viikkokalenteri, jossa jokaiselle viikolle on oma aukeama ja runsaasti tilaa muistiinpanoille. Voit aloittaa sen milloin tahansa vuodesta. Kangaspäällysteinen kansi kestää kulkea laukussa.',
      use: 'Viikkojen suunnitteluun ja tavoitteiden seurantaan.',
    },
    fountainPen: {
      name: 'Täytekynä',
      description:
        'Täytekynän ruostumattomasta teräksestä valmistettu terä kirjoittaa pehmeästi ja tasaisesti. Kynää voi käyttää mustepatruunoilla tai konvertterilla. Tasapainoinen paino tekee pitkistäkin kirjoitushetkistä miellyttäviä.',
      use: 'Päivittäiseen kirjoittamiseen ja kauniiseen käsialaan.',
    },
    pencilSet: {
      name: 'Lyijykynäsetti',
      description:
        'Valmiiksi teroitetut lyijykynät pyökkipuisilla rungoilla. Kovuudet vaihtelevat pehmeästä kovaan, joten samasta setistä löytyy kynä sekä luonnokseen että tarkkaan viivaan. Rasiassa kynät kulkevat siististi mukana.',
      use: 'Piirtämiseen, luonnosteluun ja kirjoittamiseen.',
    },
    deskOrganiser: {
      name: 'Pöytäjärjestelijä',
      description:
        'Massiivitamminen pöytäjärjestelijä, jossa on lokerot kynille, korteille ja puhelimelle. Kaikki tarpeellinen pysyy käden ulottuvilla ja pöytä vapaana. Huopapohja suojaa pöytää naarmuilta.',
      use: 'Työpöydän pikkutavaroiden järjestämiseen.',
    },
    deskLamp: {
      name: 'Työpöytävalaisin',
      description:
        'Alumiinisen työpöytävalaisimen varren ja varjostimen voi kääntää juuri sinne, missä valoa tarvitaan. Himmennettävä LED-valo rasittaa silmiä vähemmän pitkinä työpäivinä. Painava jalka pitää valaisimen vakaana.',
      use: 'Työpöydälle, lukemiseen ja käsitöihin.',
    },
    buildingBlocks: {
      name: 'Palikkasetti',
      description:
        'Pyökkipuiset palikat eri muodoissa torneihin, siltoihin ja kokonaisiin kaupunkeihin. Pinnat on hiottu sileiksi ja käsitelty lapsiturvallisilla vesipohjaisilla väreillä. Setti toimitetaan säilytyslaatikossa.',
      use: 'Luovaan rakenteluleikkiin.',
    },
    pullAlongToy: {
      name: 'Vetolelu',
      description:
        'Pyökkipuisen vetolelun pyörät kolisevat iloisesti, kun taapero vetää sitä narusta perässään. Kulmat on pyöristetty ja maali on lapsiturvallista. Lelu kestää sukupolvelta toiselle.',
      use: 'Kävelemään opetteleville pikkulapsille.',
    },
    jigsawPuzzle: {
      name: 'Palapeli',
      description:
        'Palapeli paksusta kierrätyskartongista, jonka palat loksahtavat tiiviisti paikoilleen. Kuva on painettu mattapinnalle, joten valo ei heijastu. Mukana juliste kokoamisen avuksi.',
      use: 'Rauhallisiin iltoihin yksin tai yhdessä.',
    },
    boardGame: {
      name: 'Lautapeli',
      description:
        'Perheen lautapeli, jossa yksinkertaiset säännöt yhdistyvät jännittäviin valintoihin. Pelilauta ja kortit on painettu vahvalle paperille, ja pelinappulat ovat puuta. Peli kestää noin puoli tuntia, joten illan aikana ehtii pelata useamman kierroksen.',
      use: 'Peli-iltoihin koko perheen kanssa.',
    },
    bathTowel: {
      name: 'Kylpypyyhe',
      description:
        'Paksu puuvillainen kylpypyyhe imee hyvin ja pysyy pehmeänä pesu toisensa jälkeen. Tiheä frotee kuivuu nopeasti, ja vahvistetut reunat estävät purkautumisen. Pese 60 asteessa ilman huuhteluainetta.',
      use: 'Päivittäiseen käyttöön kylpyhuoneessa ja saunassa.',
    },
    soapDish: {
      name: 'Saippua-astia',
      description:
        'Keraamisen saippua-astian uritettu pohja päästää veden valumaan pois, joten palasaippua kuivuu ja kestää pidempään. Lasitettu pinta on helppo huuhdella puhtaaksi.',
      use: 'Palasaippualle lavuaarin tai suihkun äärellä.',
    },
    barSoap: {
      name: 'Palasaippua',
      description:
        'Kylmämenetelmällä valmistettu palasaippua kasviöljyistä, kuten oliivi- ja kookosöljystä. Saippua vaahtoaa runsaasti mutta on mieto eikä kuivata ihoa. Saippua on pakattu paperiin ilman muovia.',
      use: 'Käsien ja kasvojen pesuun.',
    },
    handCream: {
      name: 'Käsivoide',
      description:
        'Nopeasti imeytyvä käsivoide kasviöljyistä ja sheavoista hoitaa kuivia käsiä jättämättä rasvaista tunnetta. Tuoksu on mieto. Pieni tuubi kulkee kätevästi laukussa koko talven.',
      use: 'Kuivien ja pakkasen rasittamien käsien hoitoon.',
    },
  },
  colours: {
    black: 'musta',
    white: 'valkoinen',
    graphite: 'grafiitinharmaa',
    red: 'punainen',
    blue: 'sininen',
    navy: 'tummansininen',
    green: 'vihreä',
    olive: 'oliivinvihreä',
    sand: 'hiekanvärinen',
    grey: 'harmaa',
    terracotta: 'tiilenpunainen',
    yellow: 'keltainen',
    natural: 'luonnonvalkoinen',
    pink: 'vaaleanpunainen',
  },
  materials: {
    castIron: 'valurauta',
    stainlessSteel: 'ruostumaton teräs',
    carbonSteel: 'hiiliteräs',
    aluminium: 'alumiini',
    ceramic: 'keramiikka',
    porcelain: 'posliini',
    glass: 'lasi',
    oak: 'tammi',
    beech: 'pyökki',
    bamboo: 'bambu',
    cotton: 'puuvilla',
    linen: 'pellava',
    wool: 'villa',
    recycledPolyester: 'kierrätetty polyesteri',
    nylon: 'nailon',
    cork: 'korkki',
    rubber: 'kumi',
    paper: 'paperi',
    terracottaClay: 'terrakotta',
    plantOils: 'kasviöljyt',
  },
  lines: {
    classic: 'Ajaton, hyväksi havaittu muotoilu, joka ei vanhene.',
    pro: 'Tehty kovaan päivittäiseen käyttöön ja vaativille käyttäjille.',
    eco: 'Kierrätettyjä ja uusiutuvia materiaaleja – pienempi ympäristöjalanjälki.',
    compact: 'Kevyt, pienikokoinen ja tilaa säästävä.',
    premium: 'Parhaat materiaalit ja käsin tehty viimeistely.',
    essential: 'Perusasiat hyvin tehtyinä – reiluun hintaan.',
  },
  manufacturers: {
    ferrum:
      'Valimo, joka on valanut rautaa ja terästä keittiöihin jo vuosikymmeniä. Ferrumin pannut ja padat on tehty kestämään sukupolvelta toiselle.',
    aurelio:
      'Veitsipaja, jonka terät hiotaan ja viimeistellään käsin. Aurelio yhdistää perinteisen taidon nykyaikaiseen teräkseen.',
    kaffeto:
      'Kahvin ja teen valmistusvälineitä niille, jotka haluavat nauttia jokaisesta kupista. Selkeää muotoilua ja kestäviä materiaaleja.',
    porcela: 'Posliini- ja lasiastioiden valmistaja, jonka ajattomat muodot sopivat arkeen ja juhlaan.',
    lumora: 'Valaisinvalmistaja, joka tekee lämmintä ja pehmeää valoa keramiikasta, bambusta ja alumiinista.',
    tessile:
      'Kutomo, joka valmistaa luonnonkuiduista villaisia peittoja, pellavaisia tyynynpäällisiä ja puuvillaisia pyyhkeitä.',
    'casa-brava':
      'Sisustusmerkki, jonka maljakot, peilit, korit ja ruukut tuovat kotiin lämpöä ja järjestystä.',
    nordvik:
      'Pohjoismainen retkeilymerkki, jonka teltat ja makuupussit on suunniteltu pohjolan vaihtelevaan säähän.',
    trailcraft:
      'Reppuja ja vaellusvarusteita, jotka on kehitetty ja testattu poluilla – kestäviä, kevyitä ja harkittuja.',
    velora:
      'Pyöräilyvarusteiden valmistaja, jonka valot ja laukut tekevät arkiajosta turvallisempaa ja helpompaa.',
    verdello:
      'Puutarhatyökalujen valmistaja, jonka sakset, lapiot ja kannut kestävät kovaakin käyttöä kausi toisensa jälkeen.',
    fitform: 'Varusteita joogaan, juoksuun ja treeniin – toimivia, kestäviä ja mukavia käyttää.',
    papyra: 'Paperituotteiden ja kynien valmistaja, joka uskoo käsin kirjoittamisen voimaan.',
    holzwerk:
      'Puulelupaja, joka valmistaa eurooppalaisesta pyökistä leluja, jotka kestävät leikin vuodesta toiseen.',
    savonna: 'Pieni saippuapaja, joka valmistaa palasaippuoita ja voiteita kasviöljyistä pienissä erissä.',
    kivi: 'Peli- ja palapelimerkki, jonka pelit kokoavat koko perheen saman pöydän ääreen.',
  },
  attributes: {
    material: 'Materiaali',
    colour: 'Väri',
    size: 'Koko',
    weight: 'Paino',
    line: 'Mallisarja',
  },
  articles: {
    caringForCastIron: {
      title: 'Näin hoidat valurautapannua',
      slug: 'nain-hoidat-valurautapannua',
      subtitle: 'Oikein hoidettu pannu paranee vuosi vuodelta.',
      body: 'Valurautapannun tarttumattomuus syntyy karkaisusta eli ohuesta öljykerroksesta, joka kuumuudessa kovettuu pintaan. Uusi pannu on yleensä esikäsitelty, mutta pinta vahvistuu parhaiten käytössä. Paista ensimmäisillä kerroilla rasvaisia ruokia, kuten pekonia, paistinperunoita tai ohukaisia.\n\nPese pannu vielä lämpimänä kuumalla vedellä ja harjalla. Pieni tilkka astianpesuainetta ei haittaa, mutta liottamista ja astianpesukonetta kannattaa välttää. Pinttyneet jämät irtoavat, kun hankaat niitä karkealla suolalla ja talouspaperilla.\n\nKuivaa pannu aina huolellisesti, esimerkiksi pitämällä sitä hetken kuumalla levyllä. Sivele pintaan muutama tippa neutraalia öljyä ja pyyhi ylimääräinen pois – pinnan kuuluu näyttää melkein kuivalta. Liika öljy jää tahmeaksi kerrokseksi.\n\nJos pannuun tulee ruostetta tai pinta muuttuu laikukkaaksi, hankaa ruoste pois teräsvillalla, öljyä koko pannu ohuesti ja kuumenna sitä ylösalaisin uunissa 250 asteessa noin tunnin ajan. Näin saat uuden, tasaisen karkaisun, ja pannu palvelee taas vuosikymmeniä.',
    },
    hikingPackingList: {
      title: 'Ensimmäinen päivävaellus: pakkauslista',
      slug: 'ensimmainen-paivavaellus-pakkauslista',
      subtitle: 'Mitä reppuun kannattaa ottaa – ja mitä voi jättää kotiin.',
      body: 'Päivävaellukselle riittää 20–30 litran reppu. Kun kuorma pysyy kevyenä, jalat jaksavat pidemmälle. Pakkaa painavimmat tavarat lähelle selkää ja ne, joita tarvitset usein, yläosaan tai sivutaskuihin.\n\nVettä kannattaa varata vähintään litra, lämpimällä säällä kaksi. Ota mukaan myös evästä, joka ei murene eikä sula: voileipiä, pähkinöitä, kuivattuja hedelmiä ja jotain suolaista. Tauko kauniilla näköalapaikalla on usein retken paras hetki.\n\nPukeudu kerroksittain. Hengittävän aluskerraston päälle fleece tai ohut villapaita, ja reppuun kevyt sadetakki, vaikka aamu näyttäisi aurinkoiselta. Sukat ovat tärkeämmät kuin moni luulee, joten ota mukaan varapari. Hyvin sisäänajetut kengät estävät rakot.\n\nPienet asiat tekevät retkestä turvallisen: ladattu puhelin, paperikartta tai puhelimeen tallennettu kartta, ensiapupakkaus rakkolaastareineen, otsalamppu ja aurinkorasva. Kerro jollekulle reittisi ja arvioitu paluuaikasi. Vaellussauvat auttavat jyrkissä laskuissa ja säästävät polvia.',
    },
    betterCoffeeAtHome: {
      title: 'Parempaa suodatinkahvia kotona',
      slug: 'parempaa-suodatinkahvia-kotona',
      subtitle: 'Jauhatus, suhde ja veden lämpötila – kolme asiaa, joilla on väliä.',
      body: 'Käsin suodatettu kahvi on yksinkertaista, kun kolme perusasiaa ovat kohdallaan. Ensimmäinen on jauhatus: sen pitää olla keskikarkea, suunnilleen karkean merisuolan kokoista. Liian hieno jauhe tukkii suodattimen ja tekee kahvista kitkerää, liian karkea jättää sen laihaksi. Jauha pavut juuri ennen keittämistä.\n\nToinen on suhde. Hyvä lähtökohta on 60 grammaa kahvia litraan vettä, eli noin 15 grammaa yhteen isoon mukiin. Keittiövaa’alla tulos on helppo toistaa, ja kun sopiva suhde on löytynyt, voit säätää sitä makusi mukaan.\n\nKolmas on veden lämpötila. Parhaimmillaan vesi on 92–96-asteista, joten anna sen seistä hetki kiehumisen jälkeen. Huuhtele paperisuodatin ensin kuumalla vedellä, niin paperin maku ei siirry kahviin ja kannu lämpenee samalla.\n\nKaada aluksi vain sen verran vettä, että jauhe kastuu, ja odota puoli minuuttia, kunnes kahvi ”kukkii”. Jatka sitten kaatamista hitaasti ympyrää piirtäen. Koko haudutuksen tulisi kestää kolmesta neljään minuuttia.',
    },
    choosingAKitchenKnife: {
      title: 'Näin valitset keittiöveitsen',
      slug: 'nain-valitset-keittioveitsen',
      subtitle: 'Kokkiveitsi, leipäveitsi ja terän hoito lyhyesti.',
      body: 'Useimmissa keittiöissä kaksi hyvää veistä riittää pitkälle. Kokkiveitsi on päivittäinen työkalu, jolla pilkot sipulit, kasvikset, yrtit ja lihan. Sopiva pituus on 16–20 senttiä: lyhyempi on ketterä pienessä kädessä, pidempi hoitaa isot kaalit ja kurpitsat. Ota veitsi käteen, jos voit – kahvan tulee tuntua tukevalta ja painon olla tasapainossa.\n\nLeipäveitsen sahalaita leikkaa rapean kuoren litistämättä leivän sisusta. Se sopii myös tomaateille, sitrushedelmille ja kakkupohjille, eikä sitä tarvitse teroittaa juuri koskaan.\n\nRuostumaton teräs on helppohoitoinen ja sietää kosteutta. Kovempi teräs pysyy pidempään terävänä mutta vaatii hellävaraisempaa käsittelyä. Pese veitset aina käsin ja kuivaa heti, sillä astianpesukone tylsyttää terän ja vaurioittaa kahvaa.\n\nPidä kokkiveitsen terä kunnossa: vedä sitä hiomaterästä pitkin muutaman kerran viikossa ja teroita vesikivellä pari kertaa vuodessa. Leikkaa puisella tai muovisella leikkuulaudalla, sillä lasi ja kivi tylsyttävät terän nopeasti.',
    },
    balconyGardenInSpring: {
      title: 'Keväinen parvekepuutarha',
      slug: 'kevainen-parvekepuutarha',
      subtitle: 'Ruukut, multa ja yrtit pienellekin parvekkeelle.',
      body: 'Parvekkeelle mahtuu yllättävän paljon satoa. Aloita katsomalla, kuinka paljon aurinkoa parveke saa: etelä- ja länsiparvekkeella viihtyvät basilika, timjami, rosmariini ja kirsikkatomaatit, varjoisammalla puolella persilja, minttu ja salaatit.\n\nValitse ruukut, joiden pohjassa on reikä. Terrakottaruukku hengittää ja estää juuria mätänemästä, mutta kuivuu nopeammin kuin muovinen. Laita pohjalle kerros kevytsoraa ja täytä ruukku laadukkaalla ruukkumullalla – puutarhamulta on ruukkuun liian raskasta. Isompi ruukku pitää kosteuden tasaisempana.\n\nIstuta taimet ulos vasta, kun hallan vaara on ohi, Suomessa yleensä touko–kesäkuun vaihteessa. Totuta taimet ulkoilmaan vähitellen, aluksi muutama tunti päivässä.\n\nKastele mieluummin harvoin ja runsaasti kuin vähän joka päivä. Työnnä sormi multaan: jos se on kuivaa parin sentin syvyydeltä, on kastelun aika. Helteellä aamu on paras hetki kastella. Lannoita kesällä kerran viikossa ja nipistä yrteistä latvoja, niin ne tuuheutuvat.',
    },
    cosyLightingForWinter: {
      title: 'Tunnelmavaloa pimeään vuodenaikaan',
      slug: 'tunnelmavaloa-pimeaan-vuodenaikaan',
      subtitle: 'Kerrokselliset, lämpimät valot tekevät kodista kotoisan.',
      body: 'Kun päivät lyhenevät, valaistus ratkaisee, miltä koti tuntuu. Yksi kirkas kattovalo tekee huoneesta lattean; monta pienempää valonlähdettä eri korkeuksilla luo syvyyttä ja rauhaa.\n\nAjattele valoa kolmena kerroksena. Yleisvalo, kuten riippuvalaisin ruokapöydän yllä, antaa perusvalon. Kohdevalo – työpöytävalaisin tai lukulamppu nojatuolin vieressä – valaisee sen, mitä teet. Tunnelmavalo syntyy pöytävalaisimista, kynttilöistä ja hyllyn valoista, jotka jäävät silmien korkeudelle tai sen alle.\n\nValitse lämmin värilämpötila, noin 2 700 kelviniä tai vähemmän. Se muistuttaa kynttilänvaloa ja rauhoittaa illan. Himmennin on pieni hankinta, joka muuttaa paljon: samasta valaisimesta saat kirkkaan valon aamuun ja pehmeän illaksi.\n\nSijoita valoja huoneen nurkkiin ja reunoille, niin tila tuntuu suuremmalta. Kankainen varjostin pehmentää valoa, ja punottu bambu- tai paperivarjostin heittää seinille kauniita kuvioita. Sammuta kattovalo illalla ja anna pienten valojen hoitaa loput.',
    },
    yogaAtHomeForBeginners: {
      title: 'Joogaa kotona – näin pääset alkuun',
      slug: 'joogaa-kotona-nain-paaset-alkuun',
      subtitle: 'Pieni tila, hyvä matto ja lyhyt rutiini riittävät.',
      body: 'Kotijoogaan ei tarvita omaa huonetta. Riittää, että saat levitettyä maton ja ojennettua kädet sivuille osumatta huonekaluihin. Tuuleta huone, laita puhelin äänettömälle ja valitse aika, jolloin kukaan ei häiritse – monelle aamu ennen aamiaista tai hetki ennen nukkumaanmenoa.\n\nHyvä matto on tärkein hankinta. Se ei saa liukua lattialla eikä käsien alla, ja sen pitää pehmentää polvia. Korkkimatto pitää hyvin hikisenäkin. Joogablokki ja -vyö auttavat, jos et vielä ylety lattiaan asti.\n\nAloita lyhyellä, noin vartin rutiinilla. Istu ensin hetki ja hengitä rauhallisesti nenän kautta. Siirry sitten kissa–lehmä-liikkeeseen, alaspäin katsovaan koiraan ja lapsen asentoon. Lisää soturi I ja II sekä puun asento tasapainoa varten. Lopeta makaamalla selälläsi rentoutuen muutaman minuutin ajan.\n\nSäännöllisyys on tärkeämpää kuin kesto. Kolme lyhyttä harjoitusta viikossa tuo enemmän kuin yksi pitkä kuukaudessa. Älä vertaa itseäsi muihin äläkä mene kipuun asti: venytyksen kuuluu tuntua, mutta ei sattua.',
    },
    aGentlerBathroom: {
      title: 'Lempeämpi kylpyhuone',
      slug: 'lempeampi-kylpyhuone',
      subtitle: 'Palasaippua, vähemmän muovia ja pitkäikäiset pyyhkeet.',
      body: 'Kylpyhuoneessa syntyy huomaamatta paljon muovijätettä: pulloja, pumppuja ja tuubeja. Helpoin muutos on vaihtaa nestesaippua palasaippuaan. Yksi pala riittää yhtä pitkään kuin useampi pullo, ja se tulee paperikääreessä. Kasviöljyistä tehty saippua on lempeä iholle ja sopii koko perheelle.\n\nPalasaippua kestää pidempään, kun se pääsee kuivumaan käyttökertojen välillä. Valitse saippua-astia, jonka pohjasta vesi valuu pois, ja pidä se poissa suihkun suorasta vedestä. Saippuan voi myös leikata kahtia, jolloin toinen puolikas odottaa kuivana vuoroaan.\n\nPyyhkeet kestävät vuosia, kun niitä hoitaa oikein. Pese ne 60 asteessa ilman huuhteluainetta, sillä se tekee kuiduista vettä hylkiviä. Kuivaa pyyhkeet ulkona tai ravista ne ennen kuivausrumpua, niin frotee pysyy kuohkeana. Ripusta käytetty pyyhe aina levälleen kuivumaan.\n\nPienistä valinnoista syntyy kokonaisuus: keraamiset astiat muovisten sijaan, luonnonkuituiset pyyhkeet ja muutama hyvä tuote monen puoliksi käytetyn pullon sijasta. Samalla kylpyhuone näyttää rauhallisemmalta.',
    },
    cyclingToWork: {
      title: 'Pyörällä töihin',
      slug: 'pyoralla-toihin',
      subtitle: 'Valot, laukut, reitti ja sää – näin työmatka sujuu.',
      body: 'Pyöräily töihin herättää paremmin kuin aamukahvi ja säästää rahaa. Aloita kokeilemalla reittiä vapaapäivänä. Nopein autoreitti ei aina ole paras: rauhalliset kadut, pyörätiet ja puistot tekevät matkasta turvallisemman ja mukavamman, vaikka aikaa kuluisi muutama minuutti enemmän.\n\nHyvät valot ovat välttämättömät syksystä kevääseen. Etuvalon pitää näyttää tie eikä vain näkyä, ja takavalon on erotuttava myös sivulta katsottuna. Ladattavat valot on helppo pitää kunnossa – lataa ne vaikkapa kerran viikossa töissä.\n\nSelkäreppu hiostaa, joten tavaratelineeseen kiinnitettävä pyörälaukku on parempi kantamaan läppärin, vaihtovaatteet ja eväät. Vedenpitävä, rullasuljettava laukku pitää sisällön kuivana kovassakin sateessa.\n\nSää ei ole este, kun varustus on kunnossa. Kevyt sadeasu, lokasuojat ja hanskat riittävät useimpiin päiviin, ja talvella nastarenkaat tekevät ajosta varmaa. Jätä työpaikalle varapaita ja pieni pyyhe, niin olet valmis päivään heti perille päästyäsi.',
    },
    plannerHabits: {
      title: 'Viikkosuunnittelu paperikalenterilla',
      slug: 'viikkosuunnittelu-paperikalenterilla',
      subtitle: 'Vartti sunnuntaina tuo selkeyttä koko viikkoon.',
      body: 'Paperikalenteri toimii, koska kirjoittaminen hidastaa. Kun kirjaat asiat käsin, mietit samalla, mikä on oikeasti tärkeää. Varaa viikoittainen suunnitteluhetki, esimerkiksi sunnuntai-iltana tai maanantaiaamuna kahvin äärellä, ja pidä siitä kiinni.\n\nAloita katsomalla mennyttä viikkoa: mitä sait tehtyä, mikä jäi kesken ja miksi. Siirrä keskeneräiset asiat uudelle viikolle tai päätä luopua niistä. Merkitse sen jälkeen kiinteät menot, kuten tapaamiset, harrastukset ja määräajat.\n\nValitse viikolle kolme tärkeintä tavoitetta ja kirjoita ne aukeaman yläreunaan. Jaa ne pieniksi tehtäviksi eri päiville ja jätä väliin tyhjää tilaa, sillä päivät eivät koskaan mene täysin suunnitellusti. Yksinkertaiset merkit auttavat: piste tehtävälle, rasti tehdylle ja nuoli siirretylle.\n\nPidä kalenteri näkyvillä pöydällä eikä laatikossa. Vilkaise sitä aamulla ja rastita illalla tehdyt asiat. Muutaman viikon jälkeen huomaat, mihin aika todella kuluu, ja suunnittelu alkaa tuntua helpotukselta eikä pakolta.',
    },
    whyWoodenToys: {
      title: 'Miksi puulelut kestävät',
      slug: 'miksi-puulelut-kestavat',
      subtitle: 'Kestäviä, avoimia ja helppoja hoitaa.',
      body: 'Hyvä puulelu kulkee sisarukselta toiselle ja lopulta ehkä lapsenlapsille. Pyökki on kovaa ja sitkeää puuta, joka kestää pudotukset, pureskelun ja innokkaat rakennusleikit. Naarmut ja kolhut eivät riko lelua vaan antavat sille luonnetta.\n\nPuupalikat ja vetolelut ovat avoimia leluja: niissä ei ole valmista tarinaa, nappia tai ääntä, joka kertoisi, miten pitää leikkiä. Palikoista tulee torni, talo, juna tai aitaus eläimille. Avoin leikki kehittää mielikuvitusta, hienomotoriikkaa ja keskittymistä, ja sama lelu kasvaa lapsen mukana vuodesta toiseen.\n\nPuu tuntuu kädessä lämpimältä, ja sen paino ja pinta tarjoavat aisteille toisenlaisen kokemuksen kuin muovi. Vesipohjaiset, lapsiturvalliset maalit ja öljyt tekevät leluista turvallisia pienimmillekin.\n\nHoito on helppoa. Pyyhi lelut kostealla liinalla ja miedolla saippualla, mutta älä liota niitä vedessä äläkä pese astianpesukoneessa. Anna kuivua huoneenlämmössä. Jos pinta on käytössä kuivunut, sivele siihen hieman ruokaöljyä tai mehiläisvahaa.',
    },
    settingATableForGuests: {
      title: 'Kattaus vieraille',
      slug: 'kattaus-vieraille',
      subtitle: 'Lautaset, lasit, liinat ja kukat – helposti ja kauniisti.',
      body: 'Kaunis kattaus ei vaadi erillistä juhla-astiastoa. Yhtenäiset lautaset luovat rauhallisen pohjan, ja vaaleassa posliinissa ruoka näyttää parhaimmaltaan. Aseta ruokalautanen noin kahden sentin päähän pöydän reunasta ja mahdollinen alkuruokalautanen sen päälle.\n\nHaarukat tulevat lautasen vasemmalle puolelle, veitsi oikealle terä lautaseen päin ja lusikka veitsen oikealle puolelle. Aterimet otetaan käyttöön ulkoa sisäänpäin. Vesilasi asetetaan veitsen yläpuolelle ja viinilasi sen viereen hieman oikealle.\n\nKangasliinat tekevät kattauksesta heti juhlavamman. Taita liina yksinkertaisesti lautaselle tai haarukoiden alle; pellava näyttää kauniilta hieman ryppyisenäkin. Pöytäliina tai kaitaliina pehmentää kokonaisuutta ja vaimentaa ääniä.\n\nPidä kukat matalina, jotta vieraat näkevät toisensa. Muutama pieni maljakko pöydän keskellä toimii paremmin kuin yksi iso kimppu, ja sesongin oksat, yrtit tai muutama tulppaani riittävät hyvin. Lopuksi kynttilät – ja valot vähän himmeämmälle.',
    },
  },
  promotions: {
    winterSale: {
      name: 'Talvialennus',
      slug: 'talvialennus',
      description: 'Nyt 20 % alennusta valituista torkkupeitoista, valaisimista ja ulkoiluvarusteista.',
    },
    kitchenDays: {
      name: 'Keittiöpäivät',
      slug: 'keittiopaivat',
      description: 'Saat 10 € alennusta valituista pannuista, kattiloista ja padoista.',
    },
    freeShippingWeekend: {
      name: 'Ilmaisen toimituksen viikonloppu',
      slug: 'ilmaisen-toimituksen-viikonloppu',
      description: 'Tänä viikonloppuna toimitamme kylpyhuone- ja hoitotuotteet maksutta.',
    },
    welcome: {
      name: 'Tervetuloetu',
      slug: 'tervetuloetu',
      description:
        'Tervetuloa Tenderoon: 10 % alennus koko ostoskorista koodilla WELCOME10, kerran asiakasta kohden.',
    },
    saveFifteen: {
      name: 'Säästä 15 €',
      slug: 'saasta-15',
      description: '15 € alennus vähintään 100 €:n tilauksista koodilla SAVE15.',
    },
    freeShippingCode: {
      name: 'Ilmaisen toimituksen koodi',
      slug: 'ilmaisen-toimituksen-koodi',
      description: 'Syötä ostoskoriin koodi FREESHIP, niin toimitamme tilauksesi maksutta.',
    },
    summerSale: {
      name: 'Kesäale',
      slug: 'kesaale',
      description: '25 % alennus koko ostoskorista koodilla SUMMER25 koko kesän ajan.',
    },
    fitFormWeeks: {
      name: 'FitForm-viikot',
      slug: 'fitform-viikot',
      description:
        '20 % alennus kaikista FitFormin tuotteista – joogamatoista, kahvakuulista ja juoksuvarusteista – koodilla FITFORM20.',
    },
    gardenSeason: {
      name: 'Puutarhakausi',
      slug: 'puutarhakausi',
      description:
        '10 % alennus kaikesta puutarhaan koodilla GARDEN10: työkaluista, ruukuista ja kastelukannuista.',
    },
    freeGift: {
      name: 'Ilmainen lahja',
      slug: 'ilmainen-lahja',
      description:
        'Kun ostoksesi ovat vähintään 150 €, saat valita kaupan päälle palasaippuan, käsivoiteen, lyijykynäsetin tai muistikirjan.',
    },
    fullVoucher: {
      name: 'Lahjakortti',
      slug: 'lahjakortti',
      description:
        'Esittelylahjakortti koko tilaukseen: koodi VOUCHER100 vähentää tuotteistasi 100 %, kerran asiakasta kohden. Lisää FREESHIP, niin maksettavaa ei jää.',
    },
  },
  marketing: {
    heroWinter: {
      title: 'Talvialennus – nyt −20 %',
      body: 'Lämpöä ja valoa pimeisiin iltoihin: valitut torkkupeitot, valaisimet ja ulkoiluvarusteet nyt 20 % edullisemmin.',
      cta: 'Katso tarjoukset',
    },
    heroOutdoor: {
      title: 'Uusi retkikausi alkaa',
      body: 'Uudet teltat, reput ja vaellusvarusteet ovat saapuneet – polku odottaa.',
      cta: 'Tutustu ulkoiluvarusteisiin',
    },
    bannerKitchen: {
      title: 'Keittiöpäivät',
      body: '10 € alennus valituista pannuista ja kattiloista.',
      cta: 'Keittiön tarjouksiin',
    },
    bannerGarden: {
      title: 'Puutarhakausi on täällä',
      body: 'Ruukut, työkalut ja kastelukannut kevään istutuksiin.',
      cta: 'Puutarhaan',
    },
    bannerOffice: {
      title: 'Järjestystä työpöydälle',
      body: 'Muistikirjat, kynät ja valaisimet keskittyneeseen työhön.',
      cta: 'Katso toimistotuotteet',
    },
    uspShipping: {
      title: 'Ilmainen toimitus yli 49 € tilauksiin',
      body: 'Tilaa rauhassa – toimituskulut ovat meidän.',
      cta: '',
    },
    uspReturns: {
      title: '{returnDays} päivän palautusoikeus',
      body: 'Palautus on maksuton valmiiksi maksetulla palautustarrallamme.',
      cta: '',
    },
    uspPayment: {
      title: 'Turvallinen korttimaksu',
      body: 'Maksat suojatusti kaikilla yleisimmillä korteilla.',
      cta: '',
    },
    uspSupport: {
      title: 'Henkilökohtaista palvelua ma–pe',
      body: 'Vastaamme kysymyksiisi arkisin nopeasti ja ystävällisesti.',
      cta: '',
    },
  },
};

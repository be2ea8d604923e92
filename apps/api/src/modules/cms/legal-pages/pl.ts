import type { LocalePages } from './types.ts';

const SAMPLE =
  '! Tekst przykładowy: tę stronę wypełniono wzorem podczas zakładania sklepu. Właściciel sklepu musi zastąpić go własnym tekstem i dać go do sprawdzenia prawnikowi.';

export const pl: LocalePages = {
  imprint: {
    title: 'Dane firmy',
    slug: 'dane-firmy',
    body: `${SAMPLE}

## Sprzedawca
{shopName}
{shopAddress}

## Reprezentacja
Zarząd: {shopRepresentative}

## Kontakt
Telefon: {shopPhone}
E-mail: {shopEmail}

## Wpis do rejestru
{shopRegister}

## Numer identyfikacyjny VAT
{shopVatId}

## Odpowiedzialność za treść
{shopRepresentative}, {shopAddress}

## Rozwiązywanie sporów konsumenckich
Europejska platforma internetowego rozstrzygania sporów (ODR) została zamknięta 20 lipca 2025 r., dlatego nie podajemy już odnośnika do niej. Nie mamy obowiązku ani zamiaru uczestniczyć w postępowaniu w sprawie pozasądowego rozwiązywania sporów konsumenckich. Jeśli coś poszło nie tak z Twoim zamówieniem, napisz do nas na adres {shopEmail} – wspólnie znajdziemy rozwiązanie.`,
  },
  terms: {
    title: 'Regulamin sklepu',
    slug: 'regulamin',
    body: `${SAMPLE}

## 1. Zakres stosowania
Niniejszy regulamin dotyczy wszystkich zamówień składanych w sklepie internetowym {shopName}, {shopAddress} („my”). Jesteś konsumentem, jeśli kupujesz w celu, który nie jest bezpośrednio związany z Twoją działalnością gospodarczą lub zawodową.

## 2. Zawarcie umowy
Prezentacja produktów w sklepie nie jest wiążącą ofertą, lecz zaproszeniem do składania zamówień. Klikając przycisk „Zamawiam i płacę” na końcu procesu składania zamówienia, składasz wiążącą ofertę zakupu towarów z koszyka. Przyjmujemy Twoją ofertę, wysyłając Ci e-mailem potwierdzenie zamówienia, gdy tylko płatność zostanie zrealizowana (a jeśli za zamówienie nie trzeba nic płacić – od razu); z chwilą tego przyjęcia umowa zostaje zawarta. Potwierdzenie zamówienia zawiera treść umowy z danymi Twojego zamówienia i informacje o prawie odstąpienia od umowy, dzięki czemu otrzymujesz je na trwałym nośniku; zawiera ono również link do niniejszego regulaminu, który możesz w każdej chwili wyświetlić, zapisać i wydrukować na tej stronie. Językiem umowy jest język sklepu, w którym składasz zamówienie. Treść umowy przechowujemy również u siebie.

## 3. Ceny
Wszystkie ceny są cenami końcowymi w euro i zawierają podatek VAT według obowiązującej stawki. Koszty dostawy widzisz w koszyku i przy składaniu zamówienia, zanim je złożysz. Klienci firmowi z ważnym numerem VAT nadanym w innym państwie członkowskim UE otrzymują fakturę bez VAT (odwrotne obciążenie).

## 4. Dostawa
Dostarczamy do krajów dostępnych przy składaniu zamówienia. Terminy i koszty dostawy opisuje strona „Dostawa i płatność”.

## 5. Płatność i zastrzeżenie własności
Płacisz kartą kredytową lub debetową; kwota jest pobierana w chwili złożenia zamówienia. Towary pozostają naszą własnością do czasu zapłaty całej ceny.

## 6. Prawo odstąpienia od umowy
Jako konsument masz ustawowe prawo odstąpienia od umowy w terminie 14 dni. Dobrowolnie dajemy Ci {returnDays} dni od doręczenia ostatniej paczki, a zwrot rzeczy jest bezpłatny dzięki naszej opłaconej etykiecie zwrotnej. Możesz odstąpić od umowy przyciskiem „Odstąp od umowy tutaj” w stopce każdej strony lub na stronie swojego zamówienia. Szczegóły i wzór formularza odstąpienia od umowy znajdziesz na stronie „Prawo odstąpienia od umowy”.

## 7. Rękojmia
Obowiązuje ustawowa odpowiedzialność za zgodność towaru z umową: odpowiadamy za wady istniejące w chwili dostawy, które ujawnią się w ciągu dwóch lat od dostawy. Gwarancja producenta obowiązuje niezależnie od tych uprawnień i ich nie ogranicza.

## 8. Odpowiedzialność
Odpowiadamy bez ograniczeń za winę umyślną i rażące niedbalstwo oraz za szkody na życiu, ciele lub zdrowiu. W przypadku lekkiego niedbalstwa odpowiadamy tylko za naruszenie istotnych obowiązków umownych, do wysokości szkody typowej i przewidywalnej dla umowy. Odpowiedzialność za produkt niebezpieczny pozostaje nienaruszona.

## 9. Prawo właściwe
Zastosowanie ma prawo kraju, w którym mamy siedzibę ({shopCountry}), z wyłączeniem Konwencji Narodów Zjednoczonych o umowach międzynarodowej sprzedaży towarów. Jeśli jesteś konsumentem, ten wybór prawa nie pozbawia Cię ochrony, którą zapewniają Ci bezwzględnie obowiązujące przepisy kraju Twojego zwykłego pobytu.`,
  },
  privacy: {
    title: 'Polityka prywatności',
    slug: 'polityka-prywatnosci',
    body: `${SAMPLE}

## 1. Administrator
Administratorem danych w rozumieniu ogólnego rozporządzenia o ochronie danych (RODO) jest {shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}.

## 2. Jakie dane przetwarzamy i w jakim celu
- Zamówienia: imię i nazwisko, adresy, adres e-mail, numer telefonu, jeśli go podasz, zamówione towary i status płatności – w celu zawarcia i wykonania umowy (art. 6 ust. 1 lit. b RODO).
- Konto klienta: dane podane przy rejestracji i na koncie – w celu prowadzenia konta (art. 6 ust. 1 lit. b RODO).
- Powiadomienia o dostępności: Twój adres e-mail i produkt – aby jeden raz poinformować Cię, że produkt jest znów dostępny, na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO), którą możesz w każdej chwili wycofać.
- Obsługa klienta: Twoje wiadomości i nasze odpowiedzi – w celu załatwienia Twojej sprawy (art. 6 ust. 1 lit. b i f RODO).
- Księgowość: faktury i dowody płatności – w celu wypełnienia ustawowych obowiązków przechowywania dokumentów (art. 6 ust. 1 lit. c RODO).
- Bezpieczeństwo: logi serwera z adresem IP, przechowywane przez kilka dni w celu wykrywania i odpierania ataków (art. 6 ust. 1 lit. f RODO).
- Reakcje w magazynie: nieodwracalny skrót (hash) Twojego adresu IP i przeglądarki (nigdy sam adres), aby każdy odwiedzający był liczony tylko raz (art. 6 ust. 1 lit. f RODO).

## 3. Odbiorcy
Przekazujemy dane tylko wtedy, gdy wymaga tego Twoje zamówienie: dostawcy usług płatniczych, który obsługuje płatność kartą, przewoźnikowi, który dostarcza przesyłkę (imię i nazwisko, adres dostawy oraz adres e-mail lub numer telefonu do powiadomienia o dostawie), a także naszym dostawcom usług hostingowych i poczty elektronicznej, którzy przetwarzają dane w naszym imieniu na podstawie umowy powierzenia przetwarzania (art. 28 RODO). Jeśli dostawca ma siedzibę poza UE lub EOG, dane przekazujemy wyłącznie na podstawie decyzji stwierdzającej odpowiedni stopień ochrony lub standardowych klauzul umownych UE.

## 4. Okres przechowywania
Usuwamy Twoje dane, gdy nie są już potrzebne do tych celów. Dane umów i faktur przechowujemy tak długo, jak wymagają tego przepisy prawa handlowego i podatkowego (do dziesięciu lat). Powiadomienie o dostępności przechowujemy, dopóki produkt jest w naszej ofercie; konto klienta istnieje, dopóki nie poprosisz nas o jego usunięcie.

## 5. Pliki cookie
Sklep używa wyłącznie niezbędnych plików cookie: utrzymują Twoje zalogowanie i wygasają, gdy się wylogujesz, najpóźniej po 30 dniach. Nie używamy plików cookie analitycznych, śledzących ani reklamowych i nie przekazujemy danych sieciom reklamowym.

## 6. Twoje prawa
Masz prawo dostępu do danych (art. 15 RODO), ich sprostowania (art. 16), usunięcia (art. 17), ograniczenia przetwarzania (art. 18), przenoszenia danych (art. 20) oraz sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21). Wystarczy wiadomość na adres {shopEmail}.

## 7. Skarga
Możesz wnieść skargę do organu nadzorczego ds. ochrony danych, w szczególności w państwie członkowskim UE, w którym mieszkasz lub pracujesz albo w którym doszło do domniemanego naruszenia.`,
  },
  withdrawal: {
    title: 'Prawo odstąpienia od umowy',
    slug: 'prawo-odstapienia-od-umowy',
    body: `${SAMPLE}

## Prawo odstąpienia od umowy
Masz prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny.

Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia, w którym Ty lub wskazana przez Ciebie osoba trzecia inna niż przewoźnik weszliście w posiadanie rzeczy. Jeśli jedno zamówienie obejmuje kilka rzeczy, które są dostarczane osobno, termin wygasa po upływie 14 dni od dnia, w którym Ty lub wskazana przez Ciebie osoba trzecia inna niż przewoźnik weszliście w posiadanie ostatniej rzeczy.

Aby skorzystać z prawa odstąpienia od umowy, musisz poinformować nas ({shopName}, {shopAddress}, telefon {shopPhone}, e-mail {shopEmail}) o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub pocztą elektroniczną). Możesz skorzystać z wzoru formularza odstąpienia od umowy zamieszczonego poniżej, jednak nie jest to obowiązkowe.

Aby zachować termin do odstąpienia od umowy, wystarczy wysłać informację dotyczącą wykonania przysługującego Ci prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.

## Skutki odstąpienia od umowy
W przypadku odstąpienia od niniejszej umowy zwracamy Ci wszystkie otrzymane od Ciebie płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Ciebie sposobu dostarczenia innego niż najtańszy zwykły sposób dostarczenia oferowany przez nas), niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Twojej decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Ciebie użyte w pierwotnej transakcji, chyba że wyraźnie uzgodniono z Tobą inne rozwiązanie; w każdym przypadku nie poniesiesz żadnych opłat w związku z tym zwrotem.

Możemy wstrzymać się ze zwrotem płatności do czasu otrzymania rzeczy lub do czasu dostarczenia nam dowodu jej odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.

Prosimy odesłać lub przekazać nam rzecz ({shopAddress}) niezwłocznie, a w każdym razie nie później niż 14 dni od dnia, w którym poinformujesz nas o odstąpieniu od niniejszej umowy. Termin jest zachowany, jeżeli odeślesz rzecz przed upływem terminu 14 dni.

Ponosimy koszty zwrotu rzeczy.

Odpowiadasz tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób inny niż było to konieczne do stwierdzenia charakteru, cech i funkcjonowania rzeczy.

## Odstąpienie online i bezpłatny zwrot
Możesz też odstąpić od umowy online: użyj przycisku „Odstąp od umowy tutaj” w stopce każdej strony lub na stronie swojego zamówienia. Otrzymanie odstąpienia niezwłocznie potwierdzimy Ci e-mailem.

Ponad ustawowy termin dobrowolnie dajemy Ci {returnDays} dni od doręczenia ostatniej paczki z zamówienia na odstąpienie od umowy i odesłanie rzeczy. Zwrot nic Cię nie kosztuje: skorzystaj z naszej opłaconej etykiety zwrotnej, którą wyślemy Ci wraz z potwierdzeniem odstąpienia.

## Wzór formularza odstąpienia od umowy
(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)

- Adresat: {shopName}, {shopAddress}, e-mail {shopEmail}
- Ja/My (*) niniejszym informuję/informujemy (*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy (*)/o świadczenie następującej usługi (*)
- Data zawarcia umowy (*)/odbioru (*)
- Imię i nazwisko konsumenta(-ów)
- Adres konsumenta(-ów)
- Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)
- Data

(*) Niepotrzebne skreślić.`,
  },
  shipping: {
    title: 'Dostawa i płatność',
    slug: 'dostawa-i-platnosc',
    body: `${SAMPLE}

## Kraje dostawy
Dostarczamy do każdego kraju, który możesz wybrać jako kraj dostawy przy składaniu zamówienia.

## Czas dostawy
Towary dostępne w magazynie wysyłamy w ciągu 1–2 dni roboczych od złożenia zamówienia. Doręczenie trwa potem zwykle 1–3 dni robocze w kraju naszej siedziby ({shopCountry}) i 3–7 dni roboczych do innych krajów. Na stronie każdego produktu widać, czy jest dostępny.

## Koszty dostawy
Koszty dostawy zależą od kraju dostawy, wybranego sposobu wysyłki i wagi paczki. Widzisz je w koszyku i przy składaniu zamówienia, zanim je złożysz.

## Płatność
Płacisz bezpiecznie kartą kredytową lub debetową. Dane karty wpisujesz bezpośrednio u naszego dostawcy usług płatniczych; nigdy ich nie widzimy ani nie przechowujemy. Niektóre banki proszą o potwierdzenie płatności w swojej aplikacji (3-D Secure). Kwota jest pobierana w chwili złożenia zamówienia; zwroty trafiają na tę samą kartę.

## Dostawy poza UE
W obrębie UE nie ma ceł. Przy dostawach poza UE nie naliczamy VAT; kraj przeznaczenia może pobrać cło i podatki importowe, które przewoźnik pobiera przy doręczeniu.`,
  },
  contact: {
    title: 'Kontakt',
    slug: 'kontakt',
    body: `${SAMPLE}

## Obsługa klienta
Masz pytanie dotyczące produktu, zamówienia, dostawy lub zwrotu? Nasz zespół odpowie Ci osobiście e-mailem i telefonicznie.

Chcesz coś odesłać? Rozpocznij zwrot na {returnUrl}: z naszą opłaconą etykietą zwrotną jest bezpłatny.

E-mail: {shopEmail}
Telefon: {shopPhone}

## Godziny pracy
Od poniedziałku do piątku, 9:00–17:00. Na e-maile odpowiadamy w ciągu dwóch dni roboczych. Połączenie kosztuje tyle, ile Twój operator nalicza za połączenia do kraju naszej siedziby ({shopCountry}).

## Adres pocztowy
{shopName}
{shopAddress}

## Konto klienta
Jeśli masz konto klienta, możesz też napisać do nas na stronie „Obsługa klienta” w swoim koncie; kopię swojej wiadomości otrzymasz e-mailem.

## Odstąpienie od umowy
Jak odstąpić od zakupu, wyjaśnia strona „Prawo odstąpienia od umowy”; znajdziesz tam też wzór formularza odstąpienia od umowy.`,
  },
};

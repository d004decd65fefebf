/**
 * The words and names realistic-catalogue.ts draws from. Each list is in rough order of how often
 * it turns up in a society's catalogue: the generator draws early entries far more often than late
 * ones (Zipf), so "love" and "night" are everywhere and "ciprés" is rare.
 */

export type Language = 'en' | 'es' | 'fr' | 'de' | 'pt';

/** Song words by language, commonest first; titles mix in made words from `syllables` for the long tail. */
export const songWords: Record<Language, readonly string[]> = {
  en: (
    'love you the me my night heart time baby girl home way life light dream fire world rain day sun ' +
    'blue down away tonight forever one all no your in on of to it is be go back feel good gone little ' +
    'man boy wild summer dance run free lost alone sweet soul city river road star stars moon sky blood ' +
    'gold golden silver black white red green fall hold come stay never again together morning midnight ' +
    'heaven angel devil crazy lonely broken shadow shadows ghost paradise highway train ocean sea water ' +
    'storm thunder lightning wind winter spring autumn eyes hands kiss tears smile secret promise memory ' +
    'story song songs music radio dancing running falling burning waiting calling fading shining rising ' +
    'young old new last first better higher deeper closer faster slow slowly easy hard cold warm hot ' +
    'mother father brother sister friend friends stranger lover lovers people children king queen ' +
    'kingdom empire castle tower bridge window door wall street station garden island mountain valley ' +
    'desert forest field flower roses rose violet lily honey sugar candy diamond diamonds crystal glass ' +
    'stone iron steel velvet satin paper letter letters words word name names picture mirror echo echoes ' +
    'whisper silence noise voice voices sound sounds rhythm blues ballad lullaby anthem hymn prayer ' +
    'miracle wonder wonderland journey voyage escape return revolution freedom glory victory trouble ' +
    'danger fever medicine poison sugar wine whiskey cigarette coffee morning evening sunrise sunset ' +
    'horizon northern southern electric neon cosmic digital magic mystery endless hidden quiet restless ' +
    'reckless fearless careless hopeless beautiful wonderful dangerous mysterious jealous nervous ' +
    'yesterday tomorrow today someday somewhere nowhere everywhere everything nothing something ' +
    'tiger lion wolf raven sparrow falcon butterfly horses wolves dragon phoenix serpent'
  ).split(' '),
  es: (
    'amor corazón vida noche mi tu te quiero que de la el en sol luna cielo mar fuego ' +
    'tiempo canción sueño sueños alma beso besos siempre nunca otra vez loco loca bonita ' +
    'mañana ayer madre padre tierra agua viento lluvia flor flores rosa estrella camino ' +
    'corazones lágrimas dolor alegría fiesta baile bailando cumbia salsa tango bolero ' +
    'guitarra pasión olvido recuerdo recuerdos mentira verdad libertad esperanza ' +
    'montaña río ciudad pueblo calle ventana puerta café azúcar canela niña niño ' +
    'señor señora corazón dulce amargo negro blanco rojo azul verde dorado plata ' +
    'ciprés jardín sirena ángel diablo milagro destino adiós hasta pronto contigo sin ti'
  ).split(' '),
  fr: (
    'amour cœur nuit vie je tu toi moi le la les de du mon ma ciel soleil lune mer ' +
    'temps chanson rêve rêves âme baiser toujours jamais encore fou folle belle ' +
    'demain hier mère père terre eau vent pluie fleur fleurs rose étoile chemin ' +
    'larmes douleur joie fête danse valse liberté espoir souvenir souvenirs ' +
    'montagne rivière ville village rue fenêtre porte café noir blanc rouge bleu ' +
    'été hiver printemps automne lumière ombre fenêtres garçon fille ' +
    'étrange éternel éphémère mélodie déjà-vu là-bas où près loin ensemble'
  ).split(' '),
  de: (
    'liebe herz nacht leben ich du dich mich der die das und mein dein himmel sonne mond meer ' +
    'zeit lied traum träume seele kuss immer nie wieder verrückt schön ' +
    'morgen gestern mutter vater erde wasser wind regen blume blumen rose stern weg ' +
    'tränen schmerz freude fest tanz walzer freiheit hoffnung erinnerung ' +
    'berg fluss stadt dorf straße fenster tür schwarz weiß rot blau grün gold ' +
    'sommer winter frühling herbst licht schatten heimat sehnsucht fernweh ' +
    'über für müde glück mädchen junge märchen großstadt zurück'
  ).split(' '),
  pt: (
    'amor coração vida noite eu você te meu minha céu sol lua mar fogo ' +
    'tempo canção sonho sonhos alma beijo sempre nunca saudade louco linda ' +
    'amanhã ontem mãe pai terra água vento chuva flor flores rosa estrela caminho ' +
    'lágrimas dor alegria festa samba bossa forró liberdade esperança lembrança ' +
    'montanha rio cidade rua janela porta café preto branco vermelho azul ' +
    'verão inverno primavera outono luz sombra menina menino ' +
    'paixão ilusão solidão canção coração maçã avó irmão irmã'
  ).split(' '),
};

/** Small words a title keeps in lower case (English title case). */
export const minorWords: ReadonlySet<string> = new Set(['the', 'of', 'in', 'on', 'to', 'a', 'and', 'de', 'la', 'el', 'le', 'les', 'du', 'der', 'die', 'das', 'und', 'en', 'no', 'é']);

/** Words that make no title on their own ("The", "My"), nor a company's name. */
export const functionWords: ReadonlySet<string> = new Set([
  ...minorWords,
  ...'you me my your it is be all i tu te mi que je moi toi ma mon ich du dich mich mein dein eu você meu minha again away down back'.split(' '),
]);

/** Syllables of the made words that fill the long tail (several thousand of them). */
export const syllables = (
  'la mor ti en sa ko ri va nu shi dan el mi ro ba an lu so ka ne zi fa go ha ju ly ar os ' +
  'be ca da fe gi lo ma na pe que ra se ta ve bri cor del fin gar hel ist jor kel lin mar nor ' +
  'pel quin ros sel tor val wen yor zan'
).split(' ');

/**
 * Titles that many works carry, commonest first: at a million works "Intro" is the title of
 * thousands of them and "Without You" of hundreds, so a title alone cannot tell which is meant.
 */
export const sharedTitles = [
  'Intro', 'Home', 'Outro', 'Interlude', 'Without You', 'Hold On', 'Stay', 'Forever', 'Angel', 'Alive', 'Crazy',
  'Runaway', 'Yesterday', 'Hallelujah', 'Closer', 'Breathe', 'Falling', 'Dreams', 'Tonight', 'Home Again',
  'I Love You', 'Heaven', 'Summertime', 'Hurt', 'Gravity', 'Lullaby', 'Paradise', 'Free', 'Believe', 'Goodbye',
  'Amor', 'Mi Vida', 'Te Quiero', 'Corazón', 'La Vie en Rose', 'Je t’aime', 'Sehnsucht', 'Saudade', 'Heimat',
  'Blue', 'Fire', 'Rain', 'Sunrise', 'Wonderland', 'Daydream', 'Over and Over', 'Let It Go', 'Nobody', 'Wild',
  'Change', 'Reprise', 'Prelude', 'Silent Night', 'Amazing Grace', 'Body and Soul', 'Stardust', 'Brother', 'Mama',
];

/** How people of a naming tradition are called: given and family names, commonest first. */
export type NameCulture = {
  weight: number;
  given: readonly string[];
  family: readonly string[];
  /** Family name first, then a middle name and the given one (Nguyễn Văn An). */
  familyFirst?: readonly string[];
  /** Two family names, father's then mother's (José Martínez López), this often. */
  secondFamily?: number;
  /** Endings of made family names in this tradition, for the long tail of rare names. */
  endings: readonly string[];
};

const split = (names: string) => names.split(' ').map((name) => name.replace(/_/g, ' '));

export const nameCultures: readonly NameCulture[] = [
  {
    weight: 30,
    given: split('James John David Michael Sarah Emma Olivia Jack Harry Charlotte Amelia Thomas George Lucy Sophie Daniel Chris Kate Ben Sam Grace Ella Ruby Alfie Noah Isla Freya Archie Matt Laura Rachel Jessica Ryan Liam Megan Holly Zoe Nathan'),
    family: split('Smith Jones Williams Brown Taylor Davies Wilson Evans Thomas Johnson Roberts Walker Wright Robinson Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson Clarke Clark Turner Hill Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan Patel Young Allen Mitchell'),
    endings: ['son', 'ton', 'ley', 'ford', 'well', 'er'],
  },
  {
    weight: 12,
    given: split('José María Juan Carlos Lucía Sofía Javier Alejandro Pablo Marta Elena Ana Diego Sergio Laura Raúl Andrés Inés Álvaro Jesús Rocío Begoña Nuria Íñigo Ramón Mercedes Guadalupe Héctor'),
    family: split('García Martínez López Sánchez González Rodríguez Fernández Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Suárez Núñez Ibáñez'),
    secondFamily: 0.4,
    endings: ['ez', 'es', 'ero', 'illa', 'ado'],
  },
  {
    weight: 8,
    given: split('João Maria Ana Pedro Lucas Gabriel Beatriz Mariana Luís Tiago Inês Conceição Gonçalo Caetano Thiago Letícia Vinícius Antônio Cecília Márcio Sebastião'),
    family: split('Silva Santos Oliveira Souza Pereira Costa Rodrigues Almeida Nascimento Lima Araújo Fernandes Carvalho Gomes Martins Rocha Ribeiro Alves Monteiro Mendes Barros Freitas Conceição Gonçalves Magalhães'),
    secondFamily: 0.3,
    endings: ['eira', 'inho', 'ão', 'es'],
  },
  {
    weight: 8,
    given: split('Jean Marie Pierre Sophie Camille Léa Chloé Louis Hugo Émile Théo Manon Inès Zoé Hélène Gaëlle Anaïs François Étienne Noémie Benoît Jérôme Cécile Loïc'),
    family: split('Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefèvre Michel Garcia David Bertrand Roux Vincent Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Chevalier Lefèbvre Bézier'),
    endings: ['eau', 'ier', 'et', 'ard', 'ot'],
  },
  {
    weight: 8,
    given: split('Lukas Leon Finn Jonas Paul Anna Lena Lea Mia Hannah Sophie Jürgen Jörg Günter Uwe Zoë Björn Käthe Sören Matthias Katharina Felix Maximilian Moritz'),
    family: split('Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Köhler Jäger Groß'),
    endings: ['mann', 'er', 'berg', 'inger', 'hoff'],
  },
  {
    weight: 5,
    given: split('Giulia Francesco Alessandro Sofia Lorenzo Chiara Matteo Niccolò Federica Giorgio Luca Martina Ludovica Andrea'),
    family: split('Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca Mancini Costa Giordano Rizzo Lombardi Moretti'),
    endings: ['ini', 'etti', 'ello', 'one'],
  },
  {
    weight: 5,
    given: split('Søren Mads Freja Ida Astrid Björk Sigríður Guðrún Jón Einar Ingrid Sven Lars Kjersti Åsa Märta Nils Øystein Linnéa Oskar Elín Ragnhildur'),
    family: split('Nielsen Jensen Hansen Pedersen Andersen Larsen Ødegård Johansson Lindqvist Åberg Håkansson Bergström Sjöberg Guðmundsdóttir Jónsdóttir Sigurðsson Magnússon Kristjánsdóttir Østergaard Dahl Nyström'),
    endings: ['sen', 'son', 'ström', 'dóttir', 'gaard'],
  },
  {
    weight: 4,
    given: split('Łukasz Piotr Krzysztof Agnieszka Małgorzata Katarzyna Paweł Michał Zuzanna Wojciech Jakub Dorota Tomáš Jiří Petra Zdeněk'),
    family: split('Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Wróbel Szymański Dąbrowski Kozłowski Mazur Krawczyk Dvořák Novák Svoboda Černý Procházka'),
    endings: ['ski', 'icz', 'ak', 'ová', 'czyk'],
  },
  {
    weight: 3,
    given: split('An Minh Huong Lan Thao Linh Tuan Hung Mai Dung Quang Phuong'),
    family: split('Nguyễn Trần Lê Phạm Hoàng Phan Vũ Đặng Bùi Đỗ Hồ Ngô'),
    familyFirst: split('Văn Thị Đức Hữu Minh Thanh Ngọc'),
    endings: [],
  },
  {
    weight: 4,
    given: split('Ahmed Mohammed Omar Fatima Aisha Youssef Layla Karim Nour Hassan Amira Rania Tariq Samir Yasmin Khalid Zainab'),
    family: split('Al-Farsi Haddad Khoury Mansour El-Amin Saleh Nasser Al-Rashid Hamdan Aziz Darwish Bakr Haddadin Qasim Al-Masri Farouk'),
    endings: ['i', 'an', 'awi'],
  },
  {
    weight: 3,
    given: split('Siobhán Aoife Niamh Seán Pádraig Ciarán Eoin Oisín Máire Caoimhe Róisín Darragh Orla Cathal'),
    family: split('Ó_Briain Murphy Kelly O’Sullivan Walsh Byrne Ryan O’Connor Ní_Dhomhnaill Mac_Giolla McCarthy Doyle Ó_Súilleabháin Kavanagh Fitzgerald'),
    endings: ['an', 'ey'],
  },
  {
    weight: 3,
    given: split('Chinedu Olúwaseun Adaeze Emeka Ngozi Tunde Folake Chiamaka Kwame Ama Kofi Abena Yaw Adjoa'),
    family: split('Okafor Adeyemi Okonkwo Balogun Eze Mensah Asante Boateng Owusu Adebayo Nwosu Oyelaran Ogunleye Acheampong'),
    endings: ['ola', 'wu', 'eke', 'ah'],
  },
  {
    weight: 3,
    given: split('Yuki Haruto Sakura Kenji Aiko Hiroshi Ren Yui Takumi Mei Sōta Yūto Kaori Daichi'),
    family: split('Satō Suzuki Takahashi Tanaka Watanabe Itō Yamamoto Nakamura Kobayashi Katō Yoshida Yamada Sasaki Matsumoto'),
    endings: ['moto', 'kawa', 'yama', 'da'],
  },
  {
    weight: 2,
    given: split('Emre Elif Zeynep Mehmet Ayşe Çağrı Gökhan Şebnem Barış Özge İlker Tuğba'),
    family: split('Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan Çetin'),
    endings: ['oğlu', 'can', 'ay'],
  },
  {
    weight: 2,
    given: split('Daan Sem Lotte Fenna Bram Joris Anouk Sanne Thijs Maartje'),
    family: split('de_Jong Jansen de_Vries van_den_Berg van_Dijk Bakker Visser Smit Meijer de_Boer Mulder de_Groot Bos Vos Peeters Maes'),
    endings: ['sma', 'stra', 'ink'],
  },
  {
    weight: 3,
    given: split('Priya Arjun Aarav Ananya Rohan Kavya Vikram Lakshmi Rahul Deepika Sanjay Meera'),
    family: split('Sharma Patel Singh Kumar Gupta Reddy Iyer Nair Mehta Kapoor Chatterjee Banerjee Rao Joshi Desai'),
    endings: ['ani', 'war', 'kar'],
  },
];

/** Words of band names (The Velvet Harbours, Los Lobos del Sur, Neon Sparrow). */
export const bandWords = (
  'velvet harbour neon sparrow crystal wolves electric lemon black keys arctic golden ' +
  'silver satellite paper tigers midnight riders northern lights broken bells wild ' +
  'honey fox coral reef iron lung violet hour glass animals desert rose static ' +
  'orchard cloud nothing future island sons daughters brothers sisters machine ' +
  'ghost orchestra club kids rebels saints sinners pilots parade motel empire'
).split(' ');

/** How labels and publishers name themselves; `{W}` a word, `{F}` a family name. */
export const labelPatterns = [
  '{W} Records', '{W} {W} Music', '{W} Recordings', 'Disques {W}', 'Discos {W}', '{W} Tonträger',
  '{W}sound', '{F} Music Group', '{W} & {W}', '{W} Audio', 'Sello {W}', '{W} Label Group', '{W} Editions',
];
export const publisherPatterns = [
  '{W} Music Publishing', 'Éditions {W}', 'Ediciones {W}', '{W} Musikverlag', '{F} Songs', '{W} {W} Music Ltd',
  '{F} & {F} Publishing', 'Edições {W}', '{W} Songs', '{W} Publishing Group', '{F} Music',
];

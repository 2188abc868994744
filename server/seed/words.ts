// Word lists for generated film, show and song titles, in Latin script (as Indian catalogues
// usually spell them), with a flavour per language.

export const HINDI_NOUNS = [
  'Dil', 'Ishq', 'Safar', 'Raat', 'Mausam', 'Dastaan', 'Zindagi', 'Pyaar', 'Kahani', 'Sapne',
  'Junoon', 'Mohabbat', 'Baarish', 'Chandni', 'Dhadkan', 'Aashiqui', 'Khwaab', 'Manzil', 'Raaste',
  'Yaadein', 'Shor', 'Toofan', 'Sitara', 'Sultan', 'Badshah', 'Shikari', 'Parinda', 'Jaadu',
  'Intezaar', 'Rishta', 'Dosti', 'Vaada', 'Kasam', 'Inteqam', 'Sangharsh', 'Aakrosh', 'Tamasha',
  'Nasha', 'Aawaz', 'Roshni', 'Andhera', 'Kismat', 'Mela', 'Dulhan', 'Sindoor', 'Ghar', 'Aangan',
  'Shehar', 'Gully', 'Mitti', 'Dhoop', 'Saaya', 'Sawaal', 'Jawaab', 'Aasmaan', 'Zameen', 'Sagar',
  'Lehren', 'Toofani', 'Jung', 'Sipahi', 'Khiladi', 'Shahenshah', 'Mehboob', 'Humsafar', 'Jazbaa',
];

export const HINDI_ADJECTIVES = [
  'Pehla', 'Aakhri', 'Anokha', 'Deewana', 'Mastana', 'Suhana', 'Khamosh', 'Bechain', 'Azaad',
  'Jalta', 'Bhoola', 'Sachcha', 'Jhootha', 'Naya', 'Purana', 'Kala', 'Laal', 'Sunehra', 'Toota',
  'Anjaana', 'Awaara', 'Nirala', 'Tanha', 'Rangeela', 'Albela',
];

export const HINDI_PATTERNS = [
  '{N}', '{N} {N}', '{A} {N}', '{N} Ki {N}', '{N} Ka {N}', '{N} Ke {N}', 'Ek {A} {N}', 'Mera {N}',
  '{N} Aur {N}', 'Tera {N}', 'Hum {N}', '{N} Express', '{N} Returns', 'Dil Se {N}', '{N} {N} Mein',
];

/** Devanagari spellings of the Hindi words that can form a title written in Devanagari. */
export const DEVANAGARI: Record<string, string> = {
  Dil: 'दिल', Ki: 'की', Ka: 'का', Ke: 'के', Aur: 'और', Ek: 'एक', Mera: 'मेरा', Tera: 'तेरा',
  Ishq: 'इश्क़', Safar: 'सफ़र', Raat: 'रात', Mausam: 'मौसम', Dastaan: 'दास्तान', Zindagi: 'ज़िन्दगी',
  Pyaar: 'प्यार', Kahani: 'कहानी', Sapne: 'सपने', Baarish: 'बारिश', Chandni: 'चाँदनी', Dhadkan: 'धड़कन',
  Manzil: 'मंज़िल', Yaadein: 'यादें', Kismat: 'किस्मत', Ghar: 'घर', Mitti: 'मिट्टी', Dhoop: 'धूप',
  Aasmaan: 'आसमान', Zameen: 'ज़मीन', Rishta: 'रिश्ता', Dosti: 'दोस्ती', Vaada: 'वादा', Naya: 'नया',
  Pehla: 'पहला', Aakhri: 'आख़िरी', Suhana: 'सुहाना', Tanha: 'तन्हा', Mela: 'मेला', Shehar: 'शहर',
};

export const TAMIL_WORDS = [
  'Kadhal', 'Vettai', 'Maari', 'Thalaivan', 'Nanban', 'Veeram', 'Kaaval', 'Anbu', 'Singam',
  'Raja', 'Pudhu', 'Vaanam', 'Mazhai', 'Nila', 'Kanavu', 'Thangam', 'Paadhai', 'Vettaiyan',
  'Kottai', 'Oor', 'Ponnu', 'Paiyan', 'Thaai', 'Kural', 'Siragu', 'Theeran', 'Vizhi', 'Kaatru',
];
export const TAMIL_PATTERNS = ['{W}', '{W} {W}', 'Pudhu {W}', '{W} Kadhai', 'En {W}', '{W} Nanban', '{W} 2'];

export const TELUGU_WORDS = [
  'Prema', 'Manasu', 'Veera', 'Simha', 'Bangaru', 'Nuvvu', 'Kathalu', 'Ammayi', 'Abbayi', 'Rowdy',
  'Dheera', 'Chinnari', 'Jathara', 'Godavari', 'Palle', 'Raju', 'Mahaveera', 'Vennela', 'Chandrudu',
  'Gaali', 'Kshanam', 'Malli', 'Vijetha', 'Sankranthi', 'Pelli', 'Bhale', 'Mogudu', 'Nenu',
];
export const TELUGU_PATTERNS = ['{W}', '{W} {W}', 'Nenu {W}', '{W} Kathalu', 'Bhale {W}', '{W} Gari {W}', '{W} Returns'];

export const MALAYALAM_WORDS = [
  'Kadha', 'Ormakal', 'Mazha', 'Nilavu', 'Thira', 'Kaattu', 'Puzha', 'Snehamo', 'Kaanal', 'Theeram',
  'Swapnam', 'Vaanam', 'Pookalam', 'Manju', 'Kinavu', 'Oru', 'Desham', 'Nattu', 'Ponnu', 'Kalari',
  'Thattathin', 'Kudumbam', 'Varavu', 'Akashadoothu',
];
export const MALAYALAM_PATTERNS = ['{W}', '{W} {W}', 'Oru {W} {W}', '{W} Kadha', '{W}kal', 'Ente {W}'];

export const KANNADA_WORDS = [
  'Huduga', 'Preethi', 'Mungaru', 'Male', 'Kanasu', 'Beladingalu', 'Raja', 'Hebbuli', 'Ranna',
  'Jogi', 'Kirik', 'Chandra', 'Bhoomi', 'Ooru', 'Hrudaya', 'Geleya', 'Sangama', 'Nanna',
];
export const KANNADA_PATTERNS = ['{W}', '{W} {W}', 'Nanna {W}', '{W} Huduga', '{W} Kathe'];

export const PUNJABI_WORDS = [
  'Jatt', 'Yaar', 'Pind', 'Sardaar', 'Rabb', 'Ishq', 'Gabru', 'Kudi', 'Jugni', 'Mitran', 'Sajna',
  'Dhol', 'Vaisakhi', 'Lahoriye', 'Patiala', 'Mela', 'Jawani', 'Shonkan', 'Dilbar', 'Sher',
];
export const PUNJABI_PATTERNS = ['{W}', '{W} {W}', '{W} Da {W}', '{W} Te {W}', 'Mitran Da {W}', '{W} Jatt Da'];

export const MARATHI_WORDS = [
  'Aai', 'Gaav', 'Swapna', 'Vaat', 'Zhep', 'Mitra', 'Lagna', 'Vaari', 'Bhet', 'Pahaat', 'Ranangan',
  'Sangeet', 'Natak', 'Dhadak', 'Aabha', 'Jatra', 'Mogra', 'Sakhi', 'Kaksparsh', 'Pandhari',
];
export const MARATHI_PATTERNS = ['{W}', '{W} {W}', 'Majhi {W}', '{W}chi {W}', '{W} Mazha'];

export const BENGALI_WORDS = [
  'Bhalobasha', 'Nodi', 'Chhaya', 'Akash', 'Brishti', 'Golpo', 'Praner', 'Shohor', 'Raater',
  'Ghor', 'Bondhu', 'Swapno', 'Alo', 'Kolkata', 'Durga', 'Maati', 'Jol', 'Ekla', 'Pother',
];
export const BENGALI_PATTERNS = ['{W}', '{W} {W}', '{W}er {W}', 'Amar {W}', '{W} Golpo'];

export const GUJARATI_WORDS = ['Prem', 'Garbo', 'Dhandho', 'Chaal', 'Jivi', 'Kevi', 'Raas', 'Desh', 'Rang', 'Saath', 'Mithi'];
export const GUJARATI_PATTERNS = ['{W}', '{W} {W}', '{W} Na {W}', 'Chaal {W}'];

export const BHOJPURI_WORDS = ['Balam', 'Saiyan', 'Raja', 'Dulha', 'Nirahua', 'Dabang', 'Sasural', 'Bhaiya', 'Jija', 'Chhora'];
export const BHOJPURI_PATTERNS = ['{W}', '{W} {W}', '{W} Ji', '{W} Babu', 'Hamar {W}'];

export const URDU_WORDS = ['Mohabbat', 'Ishq', 'Dastaan', 'Junoon', 'Khwaab', 'Sukoon', 'Ehsaas', 'Fitoor', 'Izhaar', 'Mehfil', 'Tanhaai'];
export const URDU_PATTERNS = ['{W}', '{W} {W}', '{W} Ki {W}', 'Ae {W}'];

export const ARABIC_WORDS = ['Sahara', 'Qamar', 'Layali', 'Noor', 'Rihla', 'Sultan', 'Hayat', 'Bahr', 'Nujoom', 'Amal'];
export const ARABIC_PATTERNS = ['{W}', '{W} {W}', 'Al {W}'];

export const ENGLISH_WORDS = [
  'Midnight', 'Monsoon', 'Files', 'Bombay', 'Express', 'Diaries', 'Road', 'Signal', 'Chase', 'Code',
  'Empire', 'Mission', 'Shadow', 'Heist', 'Letters', 'Island', 'Station', 'Summer', 'Storm', 'Game',
];
export const ENGLISH_PATTERNS = ['The {W} {W}', '{W} {W}', 'The {W}', '{W} of the {W}', 'Operation {W}'];

/** Song and album words (film-music vocabulary, mostly Hindi and Punjabi). */
export const SONG_NOUNS = [
  'Dil', 'Sanam', 'Mahiya', 'Ranjha', 'Heer', 'Jind', 'Mahi', 'Sajna', 'Piya', 'Dholna', 'Ishqa',
  'Maula', 'Rang', 'Channa', 'Sohneya', 'Raataan', 'Khwaab', 'Baarish', 'Chaand', 'Nazar', 'Yaara',
  'Jaana', 'Saawan', 'Mitwa', 'Lagan', 'Judaai', 'Afreen', 'Saathiya', 'Dhadkan', 'Safarnama',
];
export const SONG_PATTERNS = [
  '{N} Ve', 'Tere Bina {N}', 'O {N}', '{N} Re {N}', 'Mere {N}', '{N} Da Ishq', 'Tu Hi {N}',
  '{N} Mein Tu', 'Jhoome {N}', 'Kesariya {N}', '{N} (Reprise)', '{N} {N} (Unplugged)',
  'Lambiyan {N}', '{N} Mereya', 'Sufiyana {N}', 'Naacho {N}', '{N} Barse', 'Pal Pal {N}',
];
export const ALBUM_PATTERNS = [
  '{N} {N}', '{N}: The Album', 'Best of {N}', '{N} Sessions', '{N} Unplugged', 'Rang-e-{N}',
  '{N} Nights', 'Dil Ke Taraane', 'Sufi {N}', '{N} Diaries', '{N} Vol. 2', 'Monsoon {N}', '{N} Love Songs',
];

export const EPISODE_TITLES = [
  'Naya Mod', 'The Homecoming', 'Pehli Mulaqat', 'Shaadi Ka Din', 'Raaz', 'The Letter', 'Andhera',
  'Ghar Wapsi', 'Badla', 'The Deal', 'Toota Vaada', 'Naya Safar', 'Sach', 'Jhooth', 'Akhri Raat',
  'The Promise', 'Parivaar', 'Dhoka', 'Milan', 'Intezaar', 'Faisla', 'Kasam', 'The Storm', 'Sawaal',
];

export const QUICKIE_SONG_CLIPS = ['Title Song', 'Rain Dance', 'Wedding Song', 'Party Anthem', 'Sad Song', 'Holi Song', 'Garba Night'];
export const QUICKIE_SCENE_CLIPS = [
  'The Proposal Scene', 'Climax Fight', 'Best Dialogue', 'Comedy Scene', 'Interval Twist',
  'Train Scene', 'Courtroom Scene', 'Emotional Goodbye', 'Entry Scene', 'Chase Sequence',
];

/** Classic titles with the spellings people actually type, so search finds them. */
export const CLASSIC_TITLES: ReadonlyArray<{ title: string; altTitles: string[] }> = [
  { title: 'Kabhi Khushi Kabhie Gham', altTitles: ['Kabhi Kushi Kabhi Gham', 'Kabhi Khushi Kabhi Gham', 'K3G'] },
  { title: 'दिल की बातें', altTitles: ['Dil Ki Baatein', 'Dil Ki Baaten', 'Dil Ki Batein'] },
  { title: 'Dilwale Dulhania Le Jayenge', altTitles: ['Dilwale Dulhaniya Le Jayenge', 'DDLJ'] },
  { title: 'सफ़र', altTitles: ['Safar', 'Safer'] },
  { title: 'Kuch Kuch Hota Hai', altTitles: ['Kuchh Kuchh Hota Hai', 'KKHH'] },
  { title: 'Zindagi Na Milegi Dobara', altTitles: ['Zindagi Na Milegi Dubara', 'ZNMD'] },
  { title: 'रात की रानी', altTitles: ['Raat Ki Rani', 'Rat Ki Rani'] },
  { title: 'Hum Aapke Hain Koun', altTitles: ['Hum Aapke Hain Kaun', 'HAHK'] },
];

// People, places and sentence parts for the demo catalogue's credits and descriptions.

export const FIRST_NAMES_MALE = [
  'Aarav', 'Vihaan', 'Arjun', 'Kabir', 'Rohan', 'Aditya', 'Vikram', 'Rajesh', 'Sanjay', 'Amit',
  'Rahul', 'Karan', 'Siddharth', 'Ranveer', 'Varun', 'Ayushmann', 'Naveen', 'Suriya', 'Dhanush',
  'Vijay', 'Karthik', 'Mahesh', 'Prabhas', 'Ram', 'Nani', 'Dulquer', 'Fahadh', 'Prithviraj',
  'Yash', 'Sudeep', 'Diljit', 'Gippy', 'Ammy', 'Riteish', 'Swapnil', 'Prosenjit', 'Jeet', 'Irfan',
  'Nawaz', 'Manoj', 'Pankaj', 'Rajkummar', 'Vicky', 'Farhan', 'Imran', 'Salim', 'Gulzar', 'Javed',
  'Anirudh', 'Devi', 'Arijit', 'Sonu', 'Shankar', 'Vishal', 'Amaal', 'Pritam', 'Himesh',
];

export const FIRST_NAMES_FEMALE = [
  'Ananya', 'Priya', 'Deepika', 'Kareena', 'Alia', 'Kiara', 'Shraddha', 'Taapsee', 'Vidya',
  'Madhuri', 'Kajol', 'Rani', 'Sonam', 'Janhvi', 'Sara', 'Bhumi', 'Samantha', 'Nayanthara',
  'Trisha', 'Keerthy', 'Rashmika', 'Pooja', 'Sai', 'Nithya', 'Parvathy', 'Manju', 'Rachita',
  'Sonam', 'Neeru', 'Sargun', 'Sai', 'Amruta', 'Rituparna', 'Swastika', 'Shreya', 'Sunidhi',
  'Neha', 'Jonita', 'Shilpa', 'Asees', 'Palak', 'Tulsi', 'Kavita', 'Lata', 'Asha', 'Meera',
  'Ishita', 'Radhika', 'Aditi', 'Tara', 'Zoya', 'Fatima', 'Sanya', 'Mrunal', 'Tamannaah',
];

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Kapoor', 'Khanna', 'Malhotra', 'Mehra', 'Chopra', 'Bachchan', 'Khan', 'Kumar',
  'Singh', 'Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Sidhu', 'Iyer', 'Iyengar', 'Menon', 'Nair',
  'Pillai', 'Reddy', 'Rao', 'Naidu', 'Varma', 'Krishnan', 'Subramaniam', 'Raghavan', 'Shetty',
  'Gowda', 'Hegde', 'Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Deshpande', 'Banerjee', 'Chatterjee',
  'Mukherjee', 'Sen', 'Ghosh', 'Bose', 'Das', 'Patel', 'Shah', 'Mehta', 'Desai', 'Trivedi',
  'Qureshi', 'Siddiqui', 'Ahmed', 'Akhtar', 'Mishra', 'Tiwari', 'Pandey', 'Chauhan', 'Rathore',
  'Bhatt', 'Johar', 'Dutt', 'Tripathi', 'Vajpayee', 'Rajput', 'Bhatia', 'Arora', 'Saxena',
];

export const CITIES = [
  'Mumbai', 'Delhi', 'Lucknow', 'Varanasi', 'Jaipur', 'Amritsar', 'Chandigarh', 'Kolkata', 'Chennai',
  'Madurai', 'Hyderabad', 'Vizag', 'Kochi', 'Thiruvananthapuram', 'Bengaluru', 'Mysuru', 'Pune',
  'Nagpur', 'Ahmedabad', 'Surat', 'Bhopal', 'Indore', 'Patna', 'Shimla', 'Goa', 'Kashmir', 'Ludhiana',
];

export const PROTAGONISTS = [
  'a small-town schoolteacher', 'a struggling musician', 'an honest police officer', 'a young doctor',
  'a retired army colonel', 'a fearless journalist', 'a cab driver with big dreams', 'a runaway bride',
  'a cricket-mad teenager', 'a widowed mother', 'a street-smart con artist', 'a software engineer',
  'a village sarpanch', 'a wedding planner', 'a reluctant heir', 'a dabbawala', 'a stand-up comedian',
  'an ambitious lawyer', 'a farmer\'s daughter', 'a college wrestler', 'a chef with a secret',
];

export const INCITING_EVENTS = [
  'falls for a stranger met on an overnight train', 'is pulled into a conspiracy that reaches the top',
  'must save the family home from a ruthless builder', 'discovers a letter that rewrites the past',
  'sets out on a road trip across the country', 'returns home for a wedding that goes wrong',
  'takes on the most powerful man in the district', 'enters a talent contest against all odds',
  'is mistaken for a missing heir', 'witnesses a crime on the night of Diwali',
  'promises a dying friend to finish one last job', 'has thirty days to win back a lost love',
];

export const TWISTS = [
  'But every choice comes with a price.', 'Old rivalries resurface and loyalties are tested.',
  'What begins as a game soon turns dangerous.', 'Two families, one secret, and no way back.',
  'Love, music and a little madness follow.', 'The truth, when it comes, changes everything.',
  'A story of friendship, courage and second chances.', 'Laughter and tears in equal measure.',
  'Nothing is what it seems.', 'Set against the colours of a festival season.',
];

export const SHOW_HOOKS = [
  'A sprawling family saga', 'An edge-of-the-seat crime series', 'A warm comedy of errors',
  'A gripping political drama', 'A coming-of-age story', 'A slow-burn romance', 'A mystery in the hills',
];

export const BIO_TEMPLATES = [
  '{name} was born in {city} and began acting in theatre before a breakthrough role on screen.',
  '{name} is known for intense performances and a string of hits across Hindi and regional cinema.',
  '{name} trained in classical music in {city} and went on to become one of the busiest voices in film music.',
  '{name} started out in television in {city} and is now a familiar face in films and web series.',
  '{name} has directed and starred in award-winning films and is a favourite of critics and audiences alike.',
];

export const ALBUM_BLURBS = [
  'Songs of love and longing from the composer behind this year\'s biggest chartbusters.',
  'Foot-tapping dance numbers and soulful ballads, made for long drives.',
  'A soundtrack that blends folk melodies with modern beats.',
  'Sufi-inspired melodies and heartfelt lyrics.',
  'The party playlist of the season, packed with bhangra and pop.',
  'Devotional songs for a calm morning.',
];

export const CHANNELS = [
  { title: 'Chalchitra Bollywood', owner: 'Chalchitra Media', pg: 13, theme: 'movies' },
  { title: 'FashionTV India', owner: 'FashionTV', pg: 16, theme: 'fashion', provider: 'fashiontv' },
  { title: 'ADT10 News', owner: 'ADT10', pg: 7, theme: 'news', provider: 'adt10' },
  { title: 'Desi Beats 24x7', owner: 'Chalchitra Media', pg: 7, theme: 'music' },
  { title: 'Filmy Classics', owner: 'Chalchitra Media', pg: 13, theme: 'movies' },
  { title: 'Dakshin Cinema', owner: 'Southern Screens', pg: 13, theme: 'movies', provider: 'southern-screens' },
  { title: 'Bhakti Sagar', owner: 'Sanskriti Broadcast', pg: 0, theme: 'devotional', provider: 'sanskriti' },
  { title: 'Comedy Adda', owner: 'Chalchitra Media', pg: 13, theme: 'comedy' },
] as const;

export const PROGRAMMES: Record<string, readonly string[]> = {
  movies: ['Blockbuster Premiere', 'Matinee Classics', 'Superhit Sunday', 'Friday Night Film', 'Star Special', 'Midnight Masala'],
  fashion: ['Runway Mumbai', 'Designer Diaries', 'Bridal Couture Week', 'Model Talk', 'Street Style India'],
  news: ['Morning Headlines', 'Business Today', 'Prime Time Debate', 'Sports Roundup', 'News at Ten', 'Weather Watch'],
  music: ['Top 20 Countdown', 'Retro Rewind', 'Punjabi Hitlist', 'Unplugged Sessions', 'Party Mix', 'Sufi Nights'],
  devotional: ['Morning Aarti', 'Bhajan Sandhya', 'Katha Pravachan', 'Gurbani Kirtan', 'Temple Tales'],
  comedy: ['Laughter Express', 'Stand-up Adda', 'Sitcom Marathon', 'Comedy Classics', 'Roast Night'],
};

export const TAGLINES = [
  'Now streaming', 'The blockbuster everyone is talking about', 'New episodes every Friday',
  'Only on Chalchitra', 'A story you will not forget', 'Watch the whole family together',
  'Critics\' choice of the year', 'Binge the complete season',
];

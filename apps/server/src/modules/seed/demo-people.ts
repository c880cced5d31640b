/**
 * Word lists for the demo's people: first and last names, towns and weights per country
 * (names are combined within one country so they read naturally), job titles and the
 * building blocks of organisations and biographies. Written for the demo; no real person
 * is meant.
 */

export interface DemoCountry {
  country: string;
  /** Relative share of speakers: a European congress draws mostly from Europe. */
  weight: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  towns: readonly string[];
}

export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  {
    country: 'France',
    weight: 14,
    firstNames: ['Camille', 'Julien', 'Élodie', 'Mathieu', 'Claire', 'Antoine', 'Sophie', 'Nicolas', 'Léa', 'Hugo'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Roux', 'Fournier', 'Mercier'],
    towns: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Lille', 'Nantes', 'Grenoble', 'Strasbourg'],
  },
  {
    country: 'Germany',
    weight: 10,
    firstNames: ['Lukas', 'Anna', 'Jonas', 'Katharina', 'Felix', 'Lena', 'Maximilian', 'Julia', 'Tobias', 'Miriam'],
    lastNames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schäfer',
      'Koch',
    ],
    towns: ['Berlin', 'Munich', 'Hamburg', 'Heidelberg', 'Aachen', 'Freiburg', 'Dresden'],
  },
  {
    country: 'Italy',
    weight: 8,
    firstNames: [
      'Giulia',
      'Marco',
      'Francesca',
      'Alessandro',
      'Chiara',
      'Lorenzo',
      'Sara',
      'Matteo',
      'Elena',
      'Davide',
    ],
    lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
    towns: ['Milan', 'Rome', 'Turin', 'Bologna', 'Padua', 'Pisa', 'Naples'],
  },
  {
    country: 'Spain',
    weight: 7,
    firstNames: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'María', 'Pablo', 'Laura', 'Diego', 'Marta', 'Sergio'],
    lastNames: [
      'García',
      'Fernández',
      'González',
      'Rodríguez',
      'López',
      'Martínez',
      'Sánchez',
      'Navarro',
      'Ortega',
      'Ruiz',
    ],
    towns: ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Bilbao', 'Zaragoza'],
  },
  {
    country: 'Netherlands',
    weight: 6,
    firstNames: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Ruben', 'Femke', 'Thijs', 'Anouk', 'Joost', 'Eline'],
    lastNames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
    towns: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Leiden', 'Eindhoven', 'Groningen', 'Delft'],
  },
  {
    country: 'United Kingdom',
    weight: 8,
    firstNames: ['Oliver', 'Emily', 'James', 'Charlotte', 'Harry', 'Amelia', 'George', 'Hannah', 'William', 'Grace'],
    lastNames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Roberts', 'Walker', 'Wright', 'Hughes'],
    towns: ['London', 'Manchester', 'Edinburgh', 'Oxford', 'Cambridge', 'Glasgow', 'Bristol'],
  },
  {
    country: 'Sweden',
    weight: 3,
    firstNames: ['Erik', 'Astrid', 'Johan', 'Ingrid', 'Lars', 'Maja', 'Anders', 'Elin'],
    lastNames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Lindqvist', 'Berg'],
    towns: ['Stockholm', 'Gothenburg', 'Uppsala', 'Lund', 'Linköping'],
  },
  {
    country: 'Poland',
    weight: 3,
    firstNames: ['Jakub', 'Zofia', 'Piotr', 'Agnieszka', 'Tomasz', 'Katarzyna', 'Michał', 'Magdalena'],
    lastNames: ['Nowak', 'Wójcik', 'Kowalczyk', 'Woźniak', 'Mazur', 'Krawczyk', 'Zając', 'Król'],
    towns: ['Warsaw', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk'],
  },
  {
    country: 'Portugal',
    weight: 3,
    firstNames: ['Beatriz', 'João', 'Inês', 'Tiago', 'Mariana', 'Rui', 'Ana', 'Miguel'],
    lastNames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins'],
    towns: ['Lisbon', 'Porto', 'Coimbra', 'Braga'],
  },
  {
    country: 'Switzerland',
    weight: 4,
    firstNames: ['Luca', 'Nina', 'Noah', 'Lara', 'Simon', 'Laura', 'David', 'Elena'],
    lastNames: ['Meier', 'Keller', 'Brunner', 'Gerber', 'Baumann', 'Frei', 'Huber', 'Zimmermann'],
    towns: ['Zurich', 'Geneva', 'Lausanne', 'Basel', 'Bern'],
  },
  {
    country: 'Turkey',
    weight: 2,
    firstNames: ['Elif', 'Emre', 'Zeynep', 'Burak', 'Ayşe', 'Mehmet', 'Selin', 'Can'],
    lastNames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk'],
    towns: ['Istanbul', 'Ankara', 'Izmir'],
  },
  {
    country: 'Morocco',
    weight: 2,
    firstNames: ['Youssef', 'Salma', 'Mehdi', 'Imane', 'Omar', 'Nadia', 'Karim', 'Sara'],
    lastNames: ['El Amrani', 'Benali', 'Alaoui', 'Bennani', 'Tazi', 'Chraibi', 'Idrissi', 'Berrada'],
    towns: ['Rabat', 'Casablanca', 'Marrakesh', 'Fez'],
  },
  {
    country: 'Nigeria',
    weight: 2,
    firstNames: ['Chinedu', 'Ngozi', 'Oluwaseun', 'Adaeze', 'Emeka', 'Funmilayo', 'Tunde', 'Amaka'],
    lastNames: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Olawale', 'Nwosu', 'Adebayo'],
    towns: ['Lagos', 'Ibadan', 'Abuja', 'Enugu'],
  },
  {
    country: 'United States',
    weight: 6,
    firstNames: [
      'Emily',
      'Michael',
      'Jessica',
      'David',
      'Ashley',
      'Christopher',
      'Megan',
      'Daniel',
      'Rachel',
      'Andrew',
    ],
    lastNames: ['Johnson', 'Williams', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Harris', 'Clark', 'Lewis', 'Young'],
    towns: ['Boston', 'Baltimore', 'Houston', 'Seattle', 'Chicago', 'San Diego', 'Philadelphia'],
  },
  {
    country: 'Canada',
    weight: 3,
    firstNames: ['Émilie', 'Liam', 'Chloé', 'Nathan', 'Olivia', 'Gabriel', 'Maude', 'Ethan'],
    lastNames: ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'MacDonald', 'Campbell'],
    towns: ['Montreal', 'Toronto', 'Vancouver', 'Quebec City', 'Ottawa'],
  },
  {
    country: 'Brazil',
    weight: 2,
    firstNames: ['Gabriela', 'Lucas', 'Fernanda', 'Rafael', 'Juliana', 'Gustavo', 'Camila', 'Bruno'],
    lastNames: ['Souza', 'Lima', 'Carvalho', 'Almeida', 'Ribeiro', 'Barbosa', 'Araújo', 'Rocha'],
    towns: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Curitiba'],
  },
  {
    country: 'Japan',
    weight: 3,
    firstNames: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Takumi', 'Sakura', 'Kenji', 'Yuki'],
    lastNames: [
      'Sato',
      'Suzuki',
      'Takahashi',
      'Tanaka',
      'Watanabe',
      'Ito',
      'Yamamoto',
      'Nakamura',
      'Kobayashi',
      'Kato',
    ],
    towns: ['Tokyo', 'Osaka', 'Kyoto', 'Sendai', 'Nagoya', 'Fukuoka'],
  },
  {
    country: 'China',
    weight: 3,
    firstNames: ['Wei', 'Jing', 'Hao', 'Xin', 'Lei', 'Yan', 'Jun', 'Mei', 'Tao', 'Ling'],
    lastNames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'],
    towns: ['Beijing', 'Shanghai', 'Hangzhou', 'Shenzhen', 'Wuhan', 'Chengdu'],
  },
  {
    country: 'South Korea',
    weight: 2,
    firstNames: ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Ji-woo', 'Seung-hyun', 'Su-bin'],
    lastNames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'],
    towns: ['Seoul', 'Busan', 'Daejeon', 'Incheon'],
  },
  {
    country: 'India',
    weight: 3,
    firstNames: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Arjun', 'Neha', 'Rahul', 'Divya'],
    lastNames: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Menon', 'Rao', 'Banerjee'],
    towns: ['Bengaluru', 'Mumbai', 'Chennai', 'Delhi', 'Hyderabad', 'Pune'],
  },
  {
    country: 'Australia',
    weight: 2,
    firstNames: ['Jack', 'Chloe', 'Mitchell', 'Isla', 'Riley', 'Zoe', 'Cooper', 'Ruby'],
    lastNames: ["O'Brien", 'Kelly', 'Murphy', 'Ryan', 'Nguyen', 'Harrison', 'Stewart', 'Bennett'],
    towns: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
  },
];

/** Academic and clinical positions with the title that usually goes with them. */
export const DEMO_POSITIONS: readonly { title: string; jobTitle: string; weight: number }[] = [
  { title: 'Prof.', jobTitle: 'Professor of Biomedical Engineering', weight: 6 },
  { title: 'Prof.', jobTitle: 'Professor of Cardiology', weight: 2 },
  { title: 'Prof.', jobTitle: 'Professor of Radiology', weight: 2 },
  { title: 'Prof.', jobTitle: 'Head of the Neurology Department', weight: 2 },
  { title: 'Dr', jobTitle: 'Associate Professor', weight: 6 },
  { title: 'Dr', jobTitle: 'Senior Lecturer', weight: 4 },
  { title: 'Dr', jobTitle: 'Consultant Cardiologist', weight: 3 },
  { title: 'Dr', jobTitle: 'Consultant Radiologist', weight: 3 },
  { title: 'Dr', jobTitle: 'Neurosurgeon', weight: 2 },
  { title: 'Dr', jobTitle: 'Clinical Scientist', weight: 4 },
  { title: 'Dr', jobTitle: 'Research Scientist', weight: 6 },
  { title: 'Dr', jobTitle: 'Postdoctoral Researcher', weight: 7 },
  { title: 'Dr', jobTitle: 'Chief Medical Information Officer', weight: 1 },
  { title: 'Dr', jobTitle: 'Principal Investigator', weight: 3 },
  { title: '', jobTitle: 'PhD Candidate', weight: 8 },
  { title: '', jobTitle: 'Research Engineer', weight: 4 },
  { title: '', jobTitle: 'Data Scientist', weight: 3 },
  { title: '', jobTitle: 'Clinical Research Nurse', weight: 1 },
  { title: '', jobTitle: 'Head of Clinical Innovation', weight: 1 },
];

/** Positions of speakers who work for an exhibiting company. */
export const DEMO_INDUSTRY_POSITIONS: readonly { title: string; jobTitle: string }[] = [
  { title: 'Dr', jobTitle: 'Chief Scientific Officer' },
  { title: '', jobTitle: 'R&D Engineer' },
  { title: 'Dr', jobTitle: 'Medical Affairs Director' },
  { title: '', jobTitle: 'Product Manager' },
  { title: '', jobTitle: 'Clinical Applications Specialist' },
];

/** Organisation patterns; `{town}` is the speaker's town. */
export const DEMO_ORGANISATION_PATTERNS: readonly string[] = [
  '{town} University Hospital',
  'University of {town}',
  '{town} Institute of Technology',
  '{town} Medical Centre',
  'Institute of Biomedical Engineering, {town}',
  '{town} Cancer Centre',
  "{town} Children's Hospital",
  'School of Medicine, University of {town}',
  '{town} Heart Institute',
  'Neuroscience Research Centre, {town}',
];

export const DEMO_SOCIETIES: readonly string[] = [
  'European Society for Engineering in Medicine',
  'International Federation of Clinical Technology',
  'Society for Digital Health Research',
  'European Association of Medical Imaging Scientists',
  'International Neuromodulation Network',
];

export const DEMO_CONSORTIA: readonly string[] = [
  'HEARTWISE',
  'NEUROBRIDGE',
  'IMAGE-EU',
  'SENSE4CARE',
  'REGENOS',
  'TELECARE-ONE',
  'ROBOREHAB',
  'ONCOPATH',
];

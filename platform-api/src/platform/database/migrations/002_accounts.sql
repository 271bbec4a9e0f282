-- Accounts (issue 3): sign-up with terms and phone verification, recovery, accounts migrated from the older
-- platform, profile, withdrawal.

-- Migrated accounts may miss personal values until their holder completes them; a withdrawn account keeps
-- only its id (never registrable again, M0075), its reason and its dates.
ALTER TABLE users
  ALTER COLUMN password_hash DROP NOT NULL,
  ALTER COLUMN user_nm DROP NOT NULL,
  ALTER COLUMN user_brthdy_de DROP NOT NULL,
  ALTER COLUMN user_gender_code DROP NOT NULL,
  ALTER COLUMN user_mphon_no DROP NOT NULL,
  -- NULL: registered here; 'pending': migrated, has not consented yet; 'done': migrated and completed.
  ADD COLUMN platform_transfer_sttus text CHECK (platform_transfer_sttus IN ('pending', 'done')),
  ADD COLUMN unregister_reason_code text CHECK (unregister_reason_code IN ('0001', '0002', '0003', '0004', '0005')),
  ADD COLUMN unregister_reason text CHECK (char_length(unregister_reason) BETWEEN 1 AND 500),
  -- A data URL (data:image/jpeg;base64,...), at most 200 KiB once decoded.
  ADD COLUMN profile_photo text CHECK (char_length(profile_photo) <= 300000),
  ADD CONSTRAINT users_active_can_log_in CHECK (unregistered_at IS NOT NULL OR password_hash IS NOT NULL),
  ADD CONSTRAINT users_completed_are_complete CHECK (
    unregistered_at IS NOT NULL
    OR platform_transfer_sttus = 'pending'
    OR (user_nm IS NOT NULL AND user_brthdy_de IS NOT NULL AND user_gender_code IS NOT NULL
        AND user_mphon_no IS NOT NULL)
  ),
  ADD CONSTRAINT users_withdrawn_are_erased CHECK (
    unregistered_at IS NULL
    OR (password_hash IS NULL AND user_nm IS NULL AND user_brthdy_de IS NULL AND user_gender_code IS NULL
        AND user_mphon_no IS NULL AND user_email IS NULL AND height IS NULL AND profile_photo IS NULL
        AND unregister_reason_code IS NOT NULL)
  );

-- One account per mobile phone among the accounts in use.
CREATE UNIQUE INDEX users_active_mphon_no_idx ON users (user_mphon_no) WHERE unregistered_at IS NULL;

-- Terms (stplat) a person agrees to; the version is the date the text took effect.
CREATE TABLE stplat (
  stplat_code text PRIMARY KEY CHECK (stplat_code ~ '^[0-9]{4}$'),
  stplat_ver date NOT NULL,
  required boolean NOT NULL
);

CREATE TABLE stplat_text (
  stplat_code text NOT NULL REFERENCES stplat (stplat_code),
  language text NOT NULL CHECK (language IN ('ko', 'en', 'km')),
  stplat_nm text NOT NULL,
  stplat_cn text NOT NULL,
  PRIMARY KEY (stplat_code, language)
);

CREATE TABLE user_agreements (
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  stplat_code text NOT NULL REFERENCES stplat (stplat_code),
  stplat_ver date NOT NULL,
  agreed boolean NOT NULL,
  -- When the person last said yes; NULL while they do not agree.
  agreed_at timestamptz CHECK (agreed = (agreed_at IS NOT NULL)),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, stplat_code)
);

-- SMS codes. The code is kept only as a hash; a verified code can be used once, for its purpose, number
-- and (when bound) user.
CREATE TABLE phone_verifications (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'findId', 'resetPassword', 'changePhone', 'transfer')),
  mobile_phone text NOT NULL,
  user_id text REFERENCES users (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)
);
CREATE INDEX phone_verifications_sends_idx ON phone_verifications (mobile_phone, purpose, sent_at);

-- What the development SMS gateway "sent", so that a developer or a test can read the codes.
CREATE TABLE dev_sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile_phone text NOT NULL,
  text text NOT NULL,
  auth_code text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX dev_sms_outbox_mobile_phone_idx ON dev_sms_outbox (mobile_phone, id);

INSERT INTO stplat (stplat_code, stplat_ver, required) VALUES
  ('0001', '2026-01-01', true),
  ('0002', '2026-01-01', true),
  ('0003', '2026-01-01', true),
  ('0004', '2026-01-01', false);

INSERT INTO stplat_text (stplat_code, language, stplat_nm, stplat_cn) VALUES
  ('0001', 'ko', '서비스 이용약관',
   E'1. 가족건강 앱은 나와 가족의 건강 기록, 건강 목표, 복약 일정, 가족 채널을 관리하는 서비스입니다.\n'
   '2. 가입한 사람은 자기 계정을 스스로 관리하고, 비밀번호를 다른 사람에게 알려 주지 않습니다.\n'
   '3. 앱이 보여 주는 건강 정보와 예측은 참고용이며 의사의 진료를 대신하지 않습니다.\n'
   '4. 다른 사람의 정보를 허락 없이 올리거나 서비스를 방해하면 이용이 제한될 수 있습니다.\n'
   '5. 약관이 바뀌면 시행 7일 전에 앱에서 알려 드립니다. 언제든 앱에서 탈퇴할 수 있습니다.'),
  ('0001', 'en', 'Terms of service',
   E'1. Family Health helps you keep health records, health goals, medication schedules and family channels for you and your family.\n'
   '2. You look after your own account and never share your password.\n'
   '3. Health information and predictions in the app are for reference only and do not replace a doctor.\n'
   '4. Posting other people''s information without their consent, or disrupting the service, may lead to a suspension.\n'
   '5. We announce changes to these terms in the app 7 days before they apply. You can withdraw in the app at any time.'),
  ('0001', 'km', 'លក្ខខណ្ឌប្រើប្រាស់សេវាកម្ម',
   E'១. កម្មវិធីសុខភាពគ្រួសារ ជួយអ្នករក្សាទុកកំណត់ត្រាសុខភាព គោលដៅសុខភាព កាលវិភាគលេបថ្នាំ និងឆានែលគ្រួសារ សម្រាប់អ្នក និងគ្រួសាររបស់អ្នក។\n'
   '២. អ្នកថែរក្សាគណនីផ្ទាល់ខ្លួន ហើយមិនចែករំលែកពាក្យសម្ងាត់ជាមួយអ្នកដទៃឡើយ។\n'
   '៣. ព័ត៌មានសុខភាព និងការព្យាករណ៍ក្នុងកម្មវិធី គឺសម្រាប់ជាឯកសារយោងប៉ុណ្ណោះ មិនជំនួសគ្រូពេទ្យទេ។\n'
   '៤. ការបង្ហោះព័ត៌មានរបស់អ្នកដទៃដោយគ្មានការយល់ព្រម ឬការរំខានដល់សេវាកម្ម អាចនាំឱ្យមានការផ្អាកការប្រើប្រាស់។\n'
   '៥. យើងជូនដំណឹងពីការផ្លាស់ប្តូរលក្ខខណ្ឌនៅក្នុងកម្មវិធី ៧ ថ្ងៃមុនពេលអនុវត្ត។ អ្នកអាចឈប់ប្រើគណនីក្នុងកម្មវិធីបានគ្រប់ពេល។'),
  ('0002', 'ko', '개인정보 수집 및 이용 동의',
   E'수집 항목: 아이디, 비밀번호, 이름, 생년월일, 성별, 휴대폰 번호, 이메일(선택), 키(선택), 프로필 사진(선택).\n'
   '목적: 회원 확인, 로그인, 아이디와 비밀번호 찾기, 가족 채널 초대, 서비스 안내.\n'
   '보관 기간: 탈퇴할 때까지. 탈퇴하면 아이디와 탈퇴 사유만 남기고 바로 지웁니다.\n'
   '동의하지 않을 수 있지만, 그러면 가입할 수 없습니다.'),
  ('0002', 'en', 'Collection and use of personal information',
   E'What we collect: user id, password, name, date of birth, gender, mobile number, e-mail (optional), height (optional), profile photo (optional).\n'
   'Why: to identify you, let you log in, recover your id and password, invite family members and send service notices.\n'
   'How long: until you withdraw. We then erase it at once, keeping only your user id and your reason for leaving.\n'
   'You may refuse, but then you cannot sign up.'),
  ('0002', 'km', 'ការប្រមូល និងការប្រើប្រាស់ព័ត៌មានផ្ទាល់ខ្លួន',
   E'អ្វីដែលយើងប្រមូល៖ អត្តសញ្ញាណអ្នកប្រើ ពាក្យសម្ងាត់ ឈ្មោះ ថ្ងៃខែឆ្នាំកំណើត ភេទ លេខទូរស័ព្ទ អ៊ីមែល (ស្រេចចិត្ត) កម្ពស់ (ស្រេចចិត្ត) រូបថតប្រវត្តិរូប (ស្រេចចិត្ត)។\n'
   'គោលបំណង៖ ដើម្បីផ្ទៀងផ្ទាត់អ្នក ឱ្យអ្នកចូលប្រើ ស្វែងរកអត្តសញ្ញាណ និងពាក្យសម្ងាត់ឡើងវិញ អញ្ជើញសមាជិកគ្រួសារ និងផ្ញើដំណឹងអំពីសេវាកម្ម។\n'
   'រយៈពេលរក្សាទុក៖ រហូតដល់អ្នកឈប់ប្រើគណនី។ បន្ទាប់មកយើងលុបវាភ្លាមៗ ដោយរក្សាទុកតែអត្តសញ្ញាណអ្នកប្រើ និងមូលហេតុនៃការចាកចេញ។\n'
   'អ្នកអាចបដិសេធបាន ប៉ុន្តែពេលនោះអ្នកមិនអាចចុះឈ្មោះបានទេ។'),
  ('0003', 'ko', '민감정보(건강정보) 처리 동의',
   E'수집 항목: 직접 입력하거나 연동한 건강 기록(걸음 수, 체중, 혈압, 혈당, 수면 등), 건강검진 결과, 복약 기록, 건강 목표.\n'
   '목적: 기록과 그래프 보여 주기, 건강 지표와 예측 계산, 내가 고른 가족 채널과 공유.\n'
   '건강정보는 내가 공유하기로 한 사람에게만 보이며, 광고에 쓰지 않습니다.\n'
   '보관 기간: 탈퇴할 때까지. 동의하지 않으면 가입할 수 없습니다.'),
  ('0003', 'en', 'Processing of sensitive (health) information',
   E'What we collect: health records you enter or connect (steps, weight, blood pressure, blood glucose, sleep and so on), checkup results, medication records and health goals.\n'
   'Why: to show your records and charts, compute health indices and predictions, and share with the family channels you choose.\n'
   'Only the people you choose to share with can see your health information, and we never use it for advertising.\n'
   'How long: until you withdraw. Without this consent you cannot sign up.'),
  ('0003', 'km', 'ការដំណើរការព័ត៌មានរសើប (ព័ត៌មានសុខភាព)',
   E'អ្វីដែលយើងប្រមូល៖ កំណត់ត្រាសុខភាពដែលអ្នកបញ្ចូល ឬភ្ជាប់ (ចំនួនជំហាន ទម្ងន់ សម្ពាធឈាម ជាតិស្ករក្នុងឈាម ការគេង ។ល។) លទ្ធផលពិនិត្យសុខភាព កំណត់ត្រាលេបថ្នាំ និងគោលដៅសុខភាព។\n'
   'គោលបំណង៖ ដើម្បីបង្ហាញកំណត់ត្រា និងក្រាហ្វ គណនាសន្ទស្សន៍សុខភាព និងការព្យាករណ៍ ហើយចែករំលែកជាមួយឆានែលគ្រួសារដែលអ្នកជ្រើសរើស។\n'
   'មានតែអ្នកដែលអ្នកជ្រើសរើសចែករំលែកប៉ុណ្ណោះ ដែលអាចមើលឃើញព័ត៌មានសុខភាពរបស់អ្នក ហើយយើងមិនប្រើវាសម្រាប់ការផ្សាយពាណិជ្ជកម្មឡើយ។\n'
   'រយៈពេលរក្សាទុក៖ រហូតដល់អ្នកឈប់ប្រើគណនី។ បើគ្មានការយល់ព្រមនេះ អ្នកមិនអាចចុះឈ្មោះបានទេ។'),
  ('0004', 'ko', '마케팅 및 이벤트 알림 수신 동의(선택)',
   E'새 기능, 건강 캠페인, 이벤트 소식을 앱 알림과 문자로 보내 드립니다.\n'
   '동의하지 않아도 모든 기능을 쓸 수 있고, 설정에서 언제든 바꿀 수 있습니다.'),
  ('0004', 'en', 'Marketing and event notices (optional)',
   E'We send news about new features, health campaigns and events by app notification and text message.\n'
   'Every feature works without this consent, and you can change it in the settings at any time.'),
  ('0004', 'km', 'ការជូនដំណឹងអំពីទីផ្សារ និងព្រឹត្តិការណ៍ (ស្រេចចិត្ត)',
   E'យើងផ្ញើព័ត៌មានអំពីមុខងារថ្មី យុទ្ធនាការសុខភាព និងព្រឹត្តិការណ៍ តាមរយៈការជូនដំណឹងក្នុងកម្មវិធី និងសារ SMS។\n'
   'មុខងារទាំងអស់ដំណើរការដោយគ្មានការយល់ព្រមនេះ ហើយអ្នកអាចផ្លាស់ប្តូរវានៅក្នុងការកំណត់បានគ្រប់ពេល។');

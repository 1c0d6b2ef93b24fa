import type { HelpCatalogue } from '../help-catalogue.js';

export const HELP_VI: HelpCatalogue = {
  greeting: "Xin chào, tôi là trợ lý Glint. Hãy chọn một câu hỏi thường gặp bên dưới hoặc tự nhập câu hỏi. Bạn có thể yêu cầu gặp nhân viên bất cứ lúc nào.",
  noAnswer: "Tôi không tìm thấy câu trả lời cho câu hỏi này trong phần trợ giúp. Hãy chạm “Gặp nhân viên”, đội hỗ trợ sẽ trả lời bạn tại đây.",
  queued: "Bạn đang trong hàng đợi để gặp nhân viên hỗ trợ. Câu trả lời sẽ hiện trong cuộc trò chuyện này, kể cả khi bạn rời đi rồi quay lại.",
  ratingRequest: "Cuộc trò chuyện đã kết thúc. Hãy đánh giá và cho chúng tôi biết vấn đề của bạn đã được xử lý chưa.",
  topics: {
    coins: {
      question: "Xu của tôi đâu?",
      answer: "Số dư của bạn hiển thị ở trang Tôi. Xu dùng để trả cuộc gọi theo phút, tin nhắn cho host, quà tặng và ghép đôi trả phí. Xu đã mua sẽ đến ngay khi thanh toán thành công.",
      keywords: "xu số dư mất biến mất tiêu ví tiền nạp",
    },
    payments: {
      question: "Thanh toán của tôi thất bại hoặc đang chờ",
      answer: "Thanh toán thất bại không trừ xu: hãy thử lại hoặc chọn phương thức khác. Thanh toán đang chờ sẽ tự hoàn tất và xu sẽ đến khi thành công. Nếu bạn đã bị trừ tiền mà không nhận được xu, hãy gặp nhân viên và cho biết thời điểm thanh toán.",
      keywords: "thanh toán trả thẻ trừ tiền thất bại từ chối chờ hoàn nạp mua đơn hàng ngân hàng",
    },
    calls: {
      question: "Cuộc gọi được tính phí thế nào?",
      answer: "Cuộc gọi video và thoại được tính cho mỗi phút bắt đầu theo giá trên thẻ của host; phút miễn phí được dùng trước. Khi hết xu, cuộc gọi kết thúc và trang kết thúc cuộc gọi sẽ cho biết lý do.",
      keywords: "cuộc gọi gọi video thoại phút giá phí tính kết thúc rớt máy ảnh micro",
    },
    account: {
      question: "Tôi không đăng nhập được tài khoản",
      answer: "Nếu bạn đăng nhập bằng email và quên mật khẩu, hãy chạm “Quên mật khẩu?” ở trang đăng nhập bằng email, chúng tôi sẽ gửi mã cho bạn. Nếu hoàn toàn không đăng nhập được, hãy gặp nhân viên.",
      keywords: "tài khoản đăng nhập mật khẩu quên email khôi phục thiết bị khóa cấm",
    },
    report: {
      question: "Làm sao để báo cáo ai đó?",
      answer: "Mở trang của người đó hoặc cuộc trò chuyện với họ, mở menu và chọn Báo cáo. Chọn tối đa 3 lý do và thêm ảnh chụp màn hình nếu có; đội ngũ của chúng tôi xem xét mọi báo cáo. Bạn cũng có thể chặn họ.",
      keywords: "báo cáo tố cáo quấy rối lạm dụng chặn spam giả lừa đảo thô lỗ không phù hợp",
    },
    gifts: {
      question: "Quà tặng hoạt động thế nào?",
      answer: "Quà được gửi bằng xu trong trò chuyện, cuộc gọi hoặc phòng live. Xu bị trừ khi gửi quà, và người nhận được cộng điểm.",
      keywords: "quà quà tặng tặng gửi điểm",
    },
    vip: {
      question: "VIP mang lại gì cho tôi?",
      answer: "Trang VIP liệt kê quyền lợi của gói thành viên và giá. Thành viên VIP đăng khoảnh khắc miễn phí.",
      keywords: "vip thành viên gói đăng ký cao cấp khoảnh khắc",
    },
    games: {
      question: "Trò chơi hoạt động thế nào?",
      answer: "Trò chơi mở từ Khám phá và Tôi. Mỗi ván được trả bằng xu trong số dư và tiền thắng được cộng vào đó. Bạn có thể nạp xu ngay trong trò chơi.",
      keywords: "trò chơi chơi game ván thắng thua cược",
    },
  },
};
